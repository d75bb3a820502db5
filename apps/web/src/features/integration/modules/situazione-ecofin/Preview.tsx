import { SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { STATEMENT_TYPES } from '@portal/domain';
import { useTranslation } from '#i18n';
import { DownloadButton } from '../../../../components/uploader/DownloadButton.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { PreviewField } from '../shared/PreviewField.tsx';
import { ecoFinFiles } from './values.ts';
import { XbrlFigures } from './XbrlFigures.tsx';

/** Read-only statement data with a download button for each uploaded file. */
export function SituazioneEcoFinPreview({ data }: ModulePreviewProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const type = STATEMENT_TYPES.find((s) => s.code === data.tipoBilancio);
  const { statement, receipt } = ecoFinFiles(data);
  const noFile = <Text>{t('modules.situazioneEcoFin.noFile')}</Text>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PreviewField label={t('modules.situazioneEcoFin.typeLabel')}>
          <Text>{type ? type[locale] : '-'}</Text>
        </PreviewField>
        <PreviewField label={t('modules.situazioneEcoFin.yearLabel')}>
          <Text>{data.annoBilancio ? String(data.annoBilancio) : '-'}</Text>
        </PreviewField>
        <PreviewField label={t('modules.situazioneEcoFin.statementFile')}>
          {statement ? <DownloadButton file={statement} /> : noFile}
        </PreviewField>
        {(receipt || data.tipoBilancio === 'depositato') && (
          <PreviewField label={t('modules.situazioneEcoFin.receiptFile')}>
            {receipt ? <DownloadButton file={receipt} /> : noFile}
          </PreviewField>
        )}
      </SimpleGrid>
      {data.datiXbrl !== undefined && <XbrlFigures value={data.datiXbrl} />}
    </Stack>
  );
}
