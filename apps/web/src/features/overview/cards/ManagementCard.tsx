import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Synthesis } from '@portal/domain';
import { useTranslation } from '#i18n';
import { formatPercentNumber } from '../format.ts';
import { NoData, OverviewCard } from './OverviewCard.tsx';

/** Spec part 1 §9: management members shown on the overview. */
export const MANAGEMENT_SHOWN = 3;

/** Management (spec part 1 §2.1): the first 3 people, ownership 'Titolare al {n}%' and roles. */
export function ManagementCard({ people }: { people: Synthesis['management'] }) {
  const { t } = useTranslation();
  const title = t('overview.management.title');
  if (!people || people.length === 0) {
    return (
      <OverviewCard cardKey="management" title={title} anchor="Management">
        <NoData card="management" context={title} />
      </OverviewCard>
    );
  }
  const shown = people.slice(0, MANAGEMENT_SHOWN);
  const others = people.length - shown.length;
  return (
    <OverviewCard cardKey="management" title={title} anchor="Management">
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((person) => (
          <Stack component="li" key={`${person.cfPiva}-${person.denominazione}`} gap={2}>
            <Group gap="xs">
              <Text fw={600}>{person.denominazione}</Text>
              {person.percentuale !== null && (
                <Badge variant="light" color="brand" size="sm" tt="none">
                  {t('overview.management.owner', { percentage: formatPercentNumber(person.percentuale) })}
                </Badge>
              )}
            </Group>
            {person.cariche.length > 0 && (
              <Text size="sm" c="dimmed">
                {person.cariche.join(', ')}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      {others > 0 && (
        <Text size="sm" c="dimmed">
          {t('overview.management.others', { count: others })}
        </Text>
      )}
    </OverviewCard>
  );
}
