import { Stack, Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { EventCard } from './EventCard.tsx';
import { ContestazioneEventiPreview } from './Preview.tsx';
import { eventsOf } from './values.ts';

/** Step 2: the stored draft beside the event it contests, before saving. */
export function ContestazioneEventiSummary({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const event = eventsOf(report).find((e) => e.id === payload.idEvento);
  return (
    <Stack gap="md">
      <Text>{t('modules.contestazioneEventi.summary')}</Text>
      {event && <EventCard event={event} />}
      <ContestazioneEventiPreview data={payload} />
    </Stack>
  );
}
