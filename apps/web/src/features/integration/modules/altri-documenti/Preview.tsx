import { SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { documentTypeByName, MESSAGES } from '@portal/domain';
import { useTranslation } from '#i18n';
import { DownloadButton } from '../../../../components/uploader/DownloadButton.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/messages.ts';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { PreviewField } from '../shared/PreviewField.tsx';
import { otherDocumentFile } from './values.ts';

/** Read-only document data: type, the file with its download, the note or 'Nessuna nota inserita.'. */
export function AltriDocumentiPreview({ data }: ModulePreviewProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const typeName = typeof data.tipoDocumento === 'string' ? data.tipoDocumento : '';
  const type = documentTypeByName(typeName);
  const file = otherDocumentFile(data);
  const note = typeof data.noteDocumento === 'string' ? data.noteDocumento.trim() : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PreviewField label={t('modules.altriDocumenti.typeLabel')}>
        <Text>{type ? type[locale] : typeName || '-'}</Text>
      </PreviewField>
      <PreviewField label={t('modules.altriDocumenti.fileLabel')}>
        {file ? <DownloadButton file={file} /> : <Text>-</Text>}
      </PreviewField>
      <PreviewField label={t('modules.altriDocumenti.noteLabel')}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note || localized(MESSAGES.noteEmpty)}
        </Text>
      </PreviewField>
    </SimpleGrid>
  );
}
