import { DataList, Stack } from '@mantine/core';
import { Dialog } from '../../../components/Dialog.tsx';
import '@mantine/core/styles/DataList.css';
import { type ContributionItem, formatInstant } from '@portal/domain';
import { useTranslation } from '#i18n';
import { useModuleLabel } from '../labels.ts';
import { ModulePreview } from '../ModulePreview.tsx';
import { InvoiceOutcomes } from '../outcomes/InvoiceOutcomes.tsx';
import { type BlockStates, invoiceOutcomes, isPerInvoiceItem } from '../outcomes/invoices.ts';
import { OutcomeSummary } from '../outcomes/OutcomeSummary.tsx';
import { RejectionBanner } from '../wizard/index.ts';
import { StateLabel } from './StateLabel.tsx';

/**
 * One contribution: module, dates, state, the rejection reason when rejected, and the data sent,
 * read-only with the module's preview. A contribution reviewed invoice by invoice lists each
 * invoice with its own state and reason.
 */
export function ContributionDetailModal({
  item,
  invoiceStates,
  onClose,
}: {
  item: ContributionItem | null;
  invoiceStates: BlockStates;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const outcomes = item && isPerInvoiceItem(item) ? invoiceOutcomes(item, invoiceStates) : [];
  return (
    <Dialog
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={item ? t('contributions.detail.title', { module: moduleLabel(item.moduleName) }) : ''}
    >
      {item && (
        <Stack gap="md">
          <DataList size="sm" labelWidth="10rem" gap={6}>
            <DataList.Item>
              <DataList.ItemLabel>{t('contributions.table.sentOn')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatInstant(item.dataInvio) || '-'}</DataList.ItemValue>
            </DataList.Item>
            {item.dataScadenza && (
              <DataList.Item>
                <DataList.ItemLabel>{t('contributions.table.dueBy')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatInstant(item.dataScadenza)}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>{t('contributions.table.state')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <StateLabel state={item.stato} />
                <OutcomeSummary outcomes={outcomes} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
          {item.stato === 'NON_APPROVATO' && item.motivoRifiuto && outcomes.length === 0 && (
            <RejectionBanner reason={item.motivoRifiuto} />
          )}
          {outcomes.length > 0 ? (
            <InvoiceOutcomes module={item.moduleName} outcomes={outcomes} />
          ) : (
            <ModulePreview name={item.moduleName} data={item.dati} />
          )}
        </Stack>
      )}
    </Dialog>
  );
}
