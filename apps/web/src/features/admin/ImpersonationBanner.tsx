import './register-locales.ts';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResetSubject } from './api.ts';
import { useSelectedCompany } from './useSelectedCompany.ts';

/** Tells an admin whose data they are looking at, on every page, with 'Termina' to stop acting for it. */
export default function ImpersonationBanner() {
  const { t } = useTranslation();
  const { selected, company } = useSelectedCompany();
  const reset = useResetSubject();
  if (!selected) return null;
  return (
    <Alert color="blue" variant="light" role="status" mb="md">
      <Group justify="space-between" wrap="wrap">
        <span>
          {company
            ? t('admin.header.viewing', { denominazione: company.denominazione })
            : t('admin.header.viewingUnknown')}
        </span>
        <Button size="xs" variant="outline" loading={reset.isPending} onClick={() => reset.mutate()}>
          {t('admin.header.reset')}
        </Button>
      </Group>
    </Alert>
  );
}
