import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  type ContributionsResponse,
  contestEventRoute,
  contestsOfEvent,
  formatDate,
  formatEuro,
  formatInstant,
  type NegativeEvent,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { overviewContributionsQuery } from '../../integration/index.ts';

/**
 * The contest of an event as the company knows it: in progress (its state and deadline, no second
 * 'Contesta'), or the answer of the last one when it was not accepted, and 'Contesta' again.
 */
function ContestState({
  event,
  contributions,
}: {
  event: NegativeEvent;
  contributions: ContributionsResponse | undefined;
}) {
  const { t } = useTranslation();
  const { open, lastDecided } = contributions
    ? contestsOfEvent(contributions, event.id)
    : { open: null, lastDecided: null };
  if (open) {
    const key =
      open.stato === 'IN_LAVORAZIONE'
        ? 'overview.negativeEvents.contestOpen'
        : 'overview.negativeEvents.contestWaiting';
    return (
      <Text size="sm" fw={600} data-testid="contest-state">
        {t(key, { date: formatInstant(open.dataScadenza ?? null) || '-' })}
      </Text>
    );
  }
  return (
    <>
      {lastDecided?.stato === 'NON_APPROVATO' && lastDecided.motivoRifiuto && (
        <Text size="sm" data-testid="contest-state">
          {t('overview.negativeEvents.contestRejected', { reason: lastDecided.motivoRifiuto })}
        </Text>
      )}
      <Anchor component={Link} to={contestEventRoute(event.id)} fz="sm" fw={600} w="fit-content">
        {t('overview.negativeEvents.contest')}
        <VisuallyHidden>
          : {event.tipo} {formatDate(event.data)}
        </VisuallyHidden>
      </Anchor>
    </>
  );
}

/** Events listed on the card; the rest are in the report (its 'Vedi dettaglio'). */
export const EVENTS_SHOWN = 5;

/**
 * The events behind the counts (issue 29), most recent first: the act, its date and amount, the
 * register and reference it comes from, and 'Contesta', which opens the contest of that event (or,
 * while one is open, its state and deadline; issue 29 §3). The provider's texts (act, register) are Italian in both
 * locales; dates DD/MM/YYYY and euro with Italian grouping, as everywhere in the portal.
 */
export function NegativeEventList({ events }: { events: readonly NegativeEvent[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const contributions = useQuery(overviewContributionsQuery);
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('overview.negativeEvents.none')}
      </Text>
    );
  }
  const sorted = [...events].sort((a, b) => b.data.localeCompare(a.data));
  const shown = sorted.slice(0, EVENTS_SHOWN);
  const others = sorted.length - shown.length;
  return (
    <Stack gap="xs">
      <Title order={3} size="sm" id={headingId}>
        {t('overview.negativeEvents.listTitle')}
      </Title>
      <Stack
        component="ul"
        aria-labelledby={headingId}
        gap="sm"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {shown.map((event) => (
          <Stack component="li" key={event.id} gap={0} data-event-id={event.id}>
            <Text size="sm" fw={600}>
              {t(`overview.negativeEvents.kind.${event.categoria}`)}: {event.tipo}
            </Text>
            <Text size="sm">
              {formatDate(event.data)}
              {event.importo !== null && ` · ${formatEuro(event.importo)}`}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('overview.negativeEvents.source', {
                registro: event.fonte.registro,
                riferimento: event.fonte.riferimento,
              })}
            </Text>
            <ContestState event={event} contributions={contributions.data} />
          </Stack>
        ))}
      </Stack>
      {others > 0 && (
        <Text size="sm" c="dimmed">
          {t('overview.negativeEvents.others', { count: others })}
        </Text>
      )}
    </Stack>
  );
}
