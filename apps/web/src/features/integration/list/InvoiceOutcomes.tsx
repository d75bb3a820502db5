import '../register-locales.ts';
import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatDate, formatEuro } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { InvoiceOutcome } from './invoice-outcomes.ts';
import { StateLabel } from './StateLabel.tsx';

/** Each invoice of a payment-experiences contribution with its own outcome and rejection reason. */
export function InvoiceOutcomes({ outcomes }: { outcomes: readonly InvoiceOutcome[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={t('contributions.invoices.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('contributions.invoices.supplier')}</Table.Th>
            <Table.Th scope="col">{t('contributions.invoices.number')}</Table.Th>
            <Table.Th scope="col">{t('contributions.invoices.date')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('contributions.invoices.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('contributions.invoices.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcomes.map((o) => (
            <Table.Tr key={o.blockId} data-testid="invoice-outcome">
              <Table.Td>{o.supplier}</Table.Td>
              <Table.Td>{o.numeroFattura}</Table.Td>
              <Table.Td>{formatDate(o.dataFattura) || '-'}</Table.Td>
              <Table.Td ta="right">{o.importo === null ? '-' : formatEuro(o.importo)}</Table.Td>
              <Table.Td>
                {o.state ? <StateLabel state={o.state} /> : '-'}
                {o.state === 'NON_APPROVATO' && o.motivoRifiuto && (
                  <Text size="sm" c="dimmed">
                    {t('contributions.invoices.reason', { reason: o.motivoRifiuto })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
