import './register-locales.ts';
import { Alert, Button, Group } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { useResetSubject } from './api.ts';
import { useSelectedCompany } from './use-selected-company.ts';

/**
 * Tells an admin whose data they are looking at, on every page, with 'Termina' to stop acting for
 * it; in the customer area also the way back to the company's contributions management.
 */
export default function ImpersonationBanner({ inCustomerArea = false }: { inCustomerArea?: boolean }) {
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
        <Group gap="xs">
          {inCustomerArea && (
            <Button size="xs" variant="light" component={Link} to={ROUTES.adminContributions}>
              {t('admin.header.contributions')}
            </Button>
          )}
          <Button size="xs" variant="outline" loading={reset.isPending} onClick={() => reset.mutate()}>
            {t('admin.header.reset')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
