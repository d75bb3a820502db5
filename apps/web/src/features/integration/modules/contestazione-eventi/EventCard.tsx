import { Stack, Text } from '@mantine/core';
import type { NegativeEvent } from '@portal/domain';
import { useTranslation } from '#i18n';
import { eventLine } from './values.ts';

/** The contested event as the report has it: act, date, amount, register and reference. */
export function EventCard({ event }: { event: NegativeEvent }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text fw={600}>{eventLine(event)}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('modules.contestazioneEventi.source', {
          registro: event.fonte.registro,
          riferimento: event.fonte.riferimento,
        })}
      </Text>
    </Stack>
  );
}
