import { DataList, Modal, Stack } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import { type ContributionItem, formatDate } from '@portal/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useModuleLabel } from '../labels.ts';
import { CLIENT_MODULES } from '../modules/registry.tsx';
import { RejectionBanner } from '../wizard/index.ts';
import { StateLabel } from './StateLabel.tsx';

/**
 * One contribution: module, dates, state, the rejection reason when rejected, and the data sent,
 * read-only with the module's preview where there is one.
 */
export function ContributionDetailModal({
  item,
  onClose,
}: {
  item: ContributionItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const Preview = item ? CLIENT_MODULES[item.moduleName].Preview : null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
      opened={item !== null}
      onClose={onClose}
      size="xl"
      title={item ? t('contributions.detail.title', { module: moduleLabel(item.moduleName) }) : ''}
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
          {item.stato === 'NON_APPROVATO' && item.motivoRifiuto && (
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
