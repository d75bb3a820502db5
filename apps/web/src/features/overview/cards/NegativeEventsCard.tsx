import { Text } from '@mantine/core';
import {
  formatInteger,
  NEGATIVE_EVENT_CATEGORIES,
  NEGATIVE_EVENT_LEVELS,
  type Synthesis,
} from '@portal/domain';
import { useTranslation } from '#i18n';
import { LevelScale } from '../../../components/LevelScale.tsx';
import { MetricList } from './MetricList.tsx';
import { NegativeEventList } from './NegativeEventList.tsx';
import { NoData, OverviewCard } from './OverviewCard.tsx';

const COUNTS = NEGATIVE_EVENT_CATEGORIES;

/**
 * Negative events (spec part 1 §2.1): the 5-level scale and the five counts, then the events
 * behind them when the report lists them (issue 29). classificazione.valore
 * 1–5 is read as the position in NEGATIVE_EVENT_LEVELS (1 Gravissimi … 5 Assenti).
 */
export function NegativeEventsCard({ events }: { events: Synthesis['eventiNegativi'] }) {
  const { t } = useTranslation();
  const title = t('overview.negativeEvents.title');
  if (!events) {
    return (
      <OverviewCard cardKey="negativeEvents" title={title} anchor="NegativeEvents">
        <NoData card="negativeEvents" context={title} />
      </OverviewCard>
    );
  }
  const levels = NEGATIVE_EVENT_LEVELS.map((_, i) => ({
    key: String(i + 1),
    label: t(`scales.negativeEvents.${i + 1}`),
  }));
  const current = events.classificazione.valore - 1;
  // the provider names the level in Italian ('Limitati'): that says nothing more in either language
  const sameAsLevel = (text: string) =>
    text === levels[current]?.label || text === NEGATIVE_EVENT_LEVELS[current];
  return (
    <OverviewCard cardKey="negativeEvents" title={title} anchor="NegativeEvents">
      <LevelScale
        label={t('overview.negativeEvents.level')}
        levels={levels}
        current={String(events.classificazione.valore)}
      />
      {/* the provider's own wording, when it says more than the level name */}
      {events.classificazione.descrizione && !sameAsLevel(events.classificazione.descrizione) && (
        <Text size="sm" c="dimmed">
          {events.classificazione.descrizione}
        </Text>
      )}
      <MetricList
        items={COUNTS.map((key) => ({
          key,
          label: t(`overview.negativeEvents.${key}`),
          value: formatInteger(events.eventiInfluenti[key]),
        }))}
      />
      {events.eventi && <NegativeEventList events={events.eventi} />}
    </OverviewCard>
  );
}
