import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatDayKey, formatEuro } from '@portal/domain';
import { useTranslation } from '#i18n';
import { useFileDownload } from '../../../../components/uploader/use-file-download.ts';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { amountOf, suppliersOf } from './values.ts';

/** Read-only payment experiences: per supplier, its invoices with the attachment. */
export function EsperienzePagamentoPreview({ data }: ModulePreviewProps) {
  const { t } = useTranslation();
  const suppliers = suppliersOf(data);
  const download = useFileDownload();
  if (suppliers.length === 0) return <Text>{t('esperienze.preview.empty')}</Text>;
  const day = (key: string | null) => (key ? formatDayKey(key) : '');
  return (
    <Stack gap="lg">
      {suppliers.map((s) => (
        <Stack key={s.idSoggetto} gap="xs">
          <Title order={3} size="h5">
            {s.denominazione || s.idSoggetto}
            {s.pivaCf ? ` (${s.pivaCf})` : ''}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('esperienze.invoice.numeroFattura')}</Table.Th>
                  <Table.Th>{t('esperienze.invoice.importo')}</Table.Th>
                  <Table.Th>{t('esperienze.invoice.descrizione')}</Table.Th>
                  <Table.Th>{t('esperienze.invoice.dataFattura')}</Table.Th>
                  <Table.Th>{t('esperienze.invoice.dataScadenza')}</Table.Th>
                  <Table.Th>{t('esperienze.invoice.dataPagamento')}</Table.Th>
                  <Table.Th>{t('esperienze.invoice.attachment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.fatture.map((f) => (
                  <Table.Tr key={f.key}>
                    <Table.Td>{f.numeroFattura}</Table.Td>
                    <Table.Td>{formatEuro(amountOf(f.importo))}</Table.Td>
                    <Table.Td>{f.descrizione}</Table.Td>
                    <Table.Td>{day(f.dataFattura)}</Table.Td>
                    <Table.Td>{day(f.dataScadenza)}</Table.Td>
                    <Table.Td>{day(f.dataPagamento)}</Table.Td>
                    <Table.Td>
                      {f.chiaveDocumento ? (
                        <Anchor
                          component="button"
                          type="button"
                          // a failed download says so ('Errore download documento.')
                          onClick={() =>
                            download.mutate({
                              codice: f.chiaveDocumento,
                              nomeFile: f.nomeFile,
                              formato: f.contentType,
                            })
                          }
                        >
                          {f.nomeFile}
                        </Anchor>
                      ) : (
                        f.nomeFile
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
