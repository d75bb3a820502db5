import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { Synthesis } from '@portal/domain';
import { useTranslation } from '#i18n';
import { NoData, OverviewCard } from './OverviewCard.tsx';

/** Spec part 1 §9: top 3 clients and top 3 suppliers. */
export const COUNTERPARTS_SHOWN = 3;

type Counterpart = NonNullable<Synthesis['controparti']>['top3Clienti'][number];

function CounterpartList({ title, items }: { title: string; items: readonly Counterpart[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" fw={600}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overview.noData')}
        </Text>
      ) : (
        <Stack component="ol" gap={6} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {items.slice(0, COUNTERPARTS_SHOWN).map((item) => (
            <li key={`${item.idSoggetto ?? item.pivaCf ?? ''}-${item.ragioneSociale}`}>
              <Text size="sm" fw={500}>
                {item.ragioneSociale}
              </Text>
              <Text size="xs" c="dimmed">
                {item.paese}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Commercial counterparties (spec part 1 §2.1): top 3 clients and top 3 suppliers. */
export function CounterpartiesCard({ counterparts }: { counterparts: Synthesis['controparti'] }) {
  const { t } = useTranslation();
  const title = t('overview.counterparties.title');
  const empty =
    !counterparts || (counterparts.top3Clienti.length === 0 && counterparts.top3Fornitori.length === 0);
  return (
    <OverviewCard cardKey="counterparties" title={title} anchor="OperativeProfile">
      {empty ? (
        <NoData card="counterparties" context={title} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CounterpartList title={t('overview.counterparties.clients')} items={counterparts.top3Clienti} />
          <CounterpartList
            title={t('overview.counterparties.suppliers')}
            items={counterparts.top3Fornitori}
          />
        </SimpleGrid>
      )}
    </OverviewCard>
  );
}
