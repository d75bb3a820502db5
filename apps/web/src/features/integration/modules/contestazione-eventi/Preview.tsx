import { Group, SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { CONTEST_GROUNDS, formatDate, formatEuro, MESSAGES } from '@portal/domain';
import { useTranslation } from '#i18n';
import { DownloadButton } from '../../../../components/uploader/DownloadButton.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/messages.ts';
import type { ModulePreviewProps } from '../../wizard/index.ts';
import { PreviewField } from '../shared/PreviewField.tsx';
import { contestFiles } from './values.ts';

/** Read-only contest: the event's id, the ground (with the correction), the evidence and the note. */
export function ContestazioneEventiPreview({ data }: ModulePreviewProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const ground = CONTEST_GROUNDS.find((g) => g.code === data.motivo);
  const correction = [
    typeof data.importoCorretto === 'number' ? formatEuro(data.importoCorretto) : null,
    typeof data.dataCorretta === 'string' ? formatDate(data.dataCorretta) : null,
  ].filter(Boolean);
  const note = typeof data.nota === 'string' ? data.nota.trim() : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PreviewField label={t('modules.contestazioneEventi.eventId')}>
        <Text>{typeof data.idEvento === 'string' ? data.idEvento : '-'}</Text>
      </PreviewField>
      <PreviewField label={t('modules.contestazioneEventi.ground')}>
        <Text>{ground ? ground[locale] : '-'}</Text>
        {correction.length > 0 && <Text size="sm">{correction.join(' · ')}</Text>}
      </PreviewField>
      <PreviewField label={t('modules.contestazioneEventi.evidence')}>
        <Group gap="xs">
          {contestFiles(data).map((file) => (
            <DownloadButton key={file.codice} file={file} />
          ))}
        </Group>
      </PreviewField>
      <PreviewField label={t('modules.contestazioneEventi.note')}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note || localized(MESSAGES.noteEmpty)}
        </Text>
      </PreviewField>
    </SimpleGrid>
  );
}
