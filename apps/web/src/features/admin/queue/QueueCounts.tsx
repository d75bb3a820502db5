import { Paper, SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { ROUTES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { countsQuery } from './api.ts';
import classes from './QueueCounts.module.css';
import { QUEUE_STATES } from './queue-item.ts';

/** The open blocks per state, each a link to the queue filtered by it. */
export function QueueCounts() {
  const { t } = useTranslation();
  const counts = useQuery(countsQuery);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} maw={640}>
      {QUEUE_STATES.map((state) => (
        <Paper
          key={state}
          withBorder
          p="sm"
          component={Link}
          to={`${ROUTES.adminQueue}?state=${state}`}
          className={classes.count}
        >
          <Text size="sm" c="dimmed">
            {t(`admin.queue.states.${state}`)}
          </Text>
          <Text fz="xl" fw={700} className={classes.number}>
            {counts.data ? counts.data[state] : '…'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
