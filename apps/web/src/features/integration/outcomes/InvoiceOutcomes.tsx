import './texts.ts';
import { Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatEuro } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/uploader/index.ts';
import { StateLabel } from '../list/StateLabel.tsx';
import { type InvoiceOutcome, invoiceDay } from './invoices.ts';
import { SupplierConfirmation, useConfirmations } from './SupplierConfirmation.tsx';

/**
 * Each invoice of a payments contribution with its attached document (to download) and its own state, and the rejection reason under a
 * rejected one (spec part 1 §4: "a single-invoice view … with the reason under the row").
 */
export function InvoiceOutcomes({ outcomes }: { outcomes: readonly InvoiceOutcome[] }) {
  const { t } = useTranslation();
  const confirmations = useConfirmations();
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
              confirmation={
                confirmations.isSuccess ? (
                  <SupplierConfirmation
                    outcome={o}
                    latest={confirmations.data.find((c) => c.blockId === o.blockId)}
                  />
                ) : null
              }
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoiceRow({ outcome: o, confirmation }: { outcome: InvoiceOutcome; confirmation: ReactNode }) {
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
        <Table.Tr>
          <Table.Td colSpan={6} pt={0}>
            <Text size="sm" c="red.9">
              <Text span fw={600} inherit>
                {t('outcomes.reason')}:
              </Text>{' '}
              {o.motivoRifiuto}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
      {confirmation && (
        <Table.Tr>
          <Table.Td colSpan={6} pt={0}>
            {confirmation}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
