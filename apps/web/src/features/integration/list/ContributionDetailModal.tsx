import { DataList, Modal, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import { type ContributionItem, formatDate, moduleTitleKey } from '@portal/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { RejectionBanner } from '../../../components/ModuleWizard/index.ts';
import { CLIENT_MODULES } from '../modules/registry.ts';
import { InvoiceOutcomes } from './InvoiceOutcomes.tsx';
import type { InvoiceOutcome } from './invoice-outcomes.ts';
import { StateLabel } from './StateLabel.tsx';

/**
 * One contribution: module, dates, state, the rejection reason when rejected, and the data sent,
 * read-only with the module's preview where there is one.
 */
export function ContributionDetailModal({
  item,
  outcomes = [],
  outcomesError = false,
  onClose,
}: {
  item: ContributionItem | null;
  /** For a contribution decided invoice by invoice: each invoice's outcome. */
  outcomes?: readonly InvoiceOutcome[];
  outcomesError?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const Preview = item ? CLIENT_MODULES[item.moduleName].Preview : null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={item ? t('contributions.detail.title', { module: t(moduleTitleKey(item.moduleName)) }) : ''}
    >
      {item && Preview && (
        <Stack gap="md">
          <DataList size="sm" labelWidth="10rem" gap={6}>
            <DataList.Item>
              <DataList.ItemLabel>{t('contributions.table.sentOn')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(item.dataInvio) || '-'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('contributions.table.state')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <StateLabel state={item.stato} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
          {outcomes.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('contributions.invoices.title')}
              </Title>
              <InvoiceOutcomes outcomes={outcomes} />
            </Stack>
          )}
          {outcomesError && (
            <Text size="sm" c="red.8" role="alert">
              {t('contributions.invoices.loadError')}
            </Text>
          )}
          {item.stato === 'NON_APPROVATO' && item.motivoRifiuto && outcomes.length === 0 && (
            <RejectionBanner reason={item.motivoRifiuto} />
          )}
          <Suspense fallback={<LoadingState />}>
            <Preview data={item.dati} />
          </Suspense>
        </Stack>
      )}
    </Modal>
  );
}
