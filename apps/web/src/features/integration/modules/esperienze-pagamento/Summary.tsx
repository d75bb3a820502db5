import { Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { suppliersOf } from './values.ts';

/** Step 2 of payment experiences: how many suppliers and invoices were entered. */
export function EsperienzePagamentoSummary({ payload }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const suppliers = suppliersOf(payload);
  const invoices = suppliers.reduce((n, s) => n + s.fatture.length, 0);
  return (
    <Stack gap="xs">
      <Text>{t('esperienze.summary.suppliers', { count: suppliers.length })}</Text>
      <Text>{t('esperienze.summary.invoices', { count: invoices })}</Text>
    </Stack>
  );
}
