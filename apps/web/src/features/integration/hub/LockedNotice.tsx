import { Alert } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { useLocation, useNavigate } from '#router';
import { useModuleLabel } from '../labels.ts';
import { lockedModuleOf } from '../wizard/index.ts';

/**
 * On the hub after a module in progress was asked for by its address (the wizard turned it away):
 * which module and why. Closing it drops the state from the history entry, so it does not come back.
 */
export function LockedNotice() {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const location = useLocation();
  const navigate = useNavigate();
  const locked = lockedModuleOf(location.state);
  if (!locked) return null;
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      icon={<IconHourglassHigh aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={t('integration.closeNotice')}
      onClose={() =>
        void navigate(
          { pathname: location.pathname, search: location.search },
          { replace: true, state: null },
        )
      }
    >
      {t('integration.lockedNotice', { module: moduleLabel(locked) })}
    </Alert>
  );
}
