import { ActionIcon, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { type ContributionCount, ROUTES, type StateFilter } from '@portal/domain';
import { IconArrowRight, IconCircleCheck, IconCircleX, IconHourglassHigh } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { OverviewCard } from './OverviewCard.tsx';

interface Counter {
  state: StateFilter;
  field: keyof ContributionCount;
  color: string;
  icon: ComponentType<{ size?: number }>;
}

const COUNTERS: readonly Counter[] = [
  { state: 'accepted', field: 'accettate', color: 'green', icon: IconCircleCheck },
  { state: 'pending', field: 'inLavorazione', color: 'yellow', icon: IconHourglassHigh },
  { state: 'rejected', field: 'rifiutate', color: 'red', icon: IconCircleX },
];

/** The contributions list filtered by one state, coming from the overview (spec part 1 §2.1, §2.3). */
export function contributionsListHref(state: StateFilter): string {
  return `${ROUTES.contributions}?${new URLSearchParams({ state, from: 'overview' })}`;
}

/**
 * Contribution counters (spec part 1 §2.1): accepted, in progress, rejected. The arrow to the
 * filtered list shows only when the count is above 0.
 */
/** `counts` null while loading: the numbers are skeletons. */
export function ContributionCountersCard({ counts }: { counts: ContributionCount | null }) {
  const { t } = useTranslation();
  return (
    <OverviewCard cardKey="contributions" title={t('overview.contributions.title')}>
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {COUNTERS.map(({ state, field, color, icon: Icon }) => {
          const count = counts?.[field] ?? 0;
          const label = t(`overview.contributions.${state}`);
          return (
            <Group key={state} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={0}>
                  {counts ? (
                    <Text fz={28} fw={700} lh={1.1}>
                      {count}
                    </Text>
                  ) : (
                    <Skeleton height={30} width={28} my={1} />
                  )}
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                </Stack>
              </Group>
              {count > 0 && (
                <ActionIcon
                  component={Link}
                  to={contributionsListHref(state)}
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label={t('overview.contributions.open', { state: label.toLowerCase() })}
                >
                  <IconArrowRight size={18} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          );
        })}
      </SimpleGrid>
    </OverviewCard>
  );
}
