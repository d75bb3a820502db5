import { Button, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { onDemand, useOnDemand } from './on-demand.ts';

// The Popover (and the support contacts) are downloaded on the first pointer-enter/focus.
const helpPopover = onDemand(() => import('./HelpPopover.tsx'));

/** The help box (spec part 1 §1): support e-mail and toll-free numbers, from the header. */
export function HelpMenu() {
  const { t } = useTranslation();
  const { urls } = useSession();
  const { Full, triggerProps } = useOnDemand(helpPopover, 'dialog');
  if (!urls) return null;

  const trigger = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      px={6}
      aria-label={t('shell.help.open')}
      leftSection={<IconHelpCircle size={20} aria-hidden="true" />}
      styles={{ section: { marginInlineEnd: 0 } }}
      {...triggerProps}
    >
      <Text span visibleFrom="md" ml={6} fz="sm">
        {t('shell.help.open')}
      </Text>
    </Button>
  );
  return Full ? <Full trigger={trigger} urls={urls} /> : trigger;
}
