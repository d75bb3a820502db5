import './texts.ts';
import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatEuro, type ModuleName } from '@portal/domain';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from '#i18n';
import { DownloadButton } from '../../../components/uploader/index.ts';
import { StateLabel } from '../list/StateLabel.tsx';
import { CLIENT_MODULES } from '../modules/registry.tsx';
import { type InvoiceOutcome, invoiceDay } from './invoices.ts';

/** A line under an invoice's row, across its six columns. */
function FullRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={6} pt={0}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Each invoice of a contribution reviewed invoice by invoice with its attached document (to
 * download) and its own state, the rejection reason under a rejected one (spec part 1 §4: "a
 * single-invoice view … with the reason under the row"), then the module's own line, if it has one
 * (`InvoiceOutcome` in the registry).
 */
export function InvoiceOutcomes({
  module,
  outcomes,
}: {
  module: ModuleName;
  outcomes: readonly InvoiceOutcome[];
}) {
  const { t } = useTranslation();
  const { InvoiceOutcome: ModuleLine } = CLIENT_MODULES[module];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" withTableBorder>
        <Table.Caption>{t('outcomes.invoices')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('outcomes.supplier')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.number')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.date')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('outcomes.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('outcomes.attachment')}</Table.Th>
            <Table.Th scope="col">{t('outcomes.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcomes.map((o) => (
            <InvoiceRow
              key={o.blockId}
              outcome={o}
              moduleLine={
                ModuleLine && (
                  <Suspense fallback={null}>
                    <ModuleLine outcome={o} Row={FullRow} />
                  </Suspense>
                )
              }
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceRow({ outcome: o, moduleLine }: { outcome: InvoiceOutcome; moduleLine: ReactNode }) {
  const { t } = useTranslation();
  const rejected = o.stato === 'NON_APPROVATO' && o.motivoRifiuto;
  return (
    <>
      <Table.Tr>
        <Table.Td>{o.fornitore || '-'}</Table.Td>
        <Table.Td>{o.numeroFattura || '-'}</Table.Td>
        <Table.Td>{invoiceDay(o.dataFattura)}</Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatEuro(o.importo) || '-'}
        </Table.Td>
        <Table.Td>
          {/* the invoice's document; a failed download says 'Errore download documento.' */}
          {o.allegato ? <DownloadButton file={o.allegato} /> : '-'}
        </Table.Td>
        <Table.Td>
          <StateLabel state={o.stato} />
        </Table.Td>
      </Table.Tr>
      {rejected && (
        <FullRow>
          <Text size="sm" c="red.9">
            <Text span fw={600} inherit>
              {t('outcomes.reason')}:
            </Text>{' '}
            {o.motivoRifiuto}
          </Text>
        </FullRow>
      )}
      {moduleLine}
    </>
  );
}
