import '../register-locales.ts';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import { DUE_FILTERS, formatInstantTime, MODULE_NAMES, type ModuleName, REVIEW_SORTS } from '@portal/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { Link, useSearchParams } from '#router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useModuleLabel } from '../../integration/index.ts';
import { AdminHeader } from '../AdminHeader.tsx';
import { type QueueFilters, queueQuery } from './api.ts';
import { QueueCounts } from './QueueCounts.tsx';
import { ageInDays, daysLeft, itemPath, itemSubject, QUEUE_STATES } from './queue-item.ts';

const STATES = QUEUE_STATES;
const AGES = [1, 7, 30] as const;

/** The filters live in the address, so that a filtered queue can be bookmarked and shared. */
function useFilters(): [QueueFilters, (patch: Partial<Record<keyof QueueFilters, string | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const module = params.get('module');
  const state = params.get('state');
  const age = Number(params.get('minAgeDays'));
  const due = params.get('due');
  const sort = params.get('sort');
  const filters: QueueFilters = {
    module: MODULE_NAMES.includes(module as ModuleName) ? (module as ModuleName) : undefined,
    state: STATES.includes(state as (typeof STATES)[number]) ? (state as (typeof STATES)[number]) : undefined,
    minAgeDays: AGES.includes(age as (typeof AGES)[number]) ? age : undefined,
    due: DUE_FILTERS.includes(due as (typeof DUE_FILTERS)[number])
      ? (due as (typeof DUE_FILTERS)[number])
      : undefined,
    sort: sort === 'due' ? 'due' : undefined,
  };
  const update = (patch: Partial<Record<keyof QueueFilters, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

/** The deadline of an item: its day and the time left, 'Scaduta' in words (not by colour only). */
function DueCell({ dueAt, now }: { dueAt: string | null; now: number }) {
  const { t } = useTranslation();
  const left = daysLeft(dueAt, now);
  if (dueAt === null || left === null) return <Text size="sm">{t('admin.queue.noDue')}</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{formatInstantTime(dueAt)}</Text>
      {left < 0 ? (
        <>
          <Badge color="red" variant="filled">
            {t('admin.queue.overdue')}
          </Badge>
          <Text size="xs">{t('admin.queue.overdueDays', { count: -left })}</Text>
        </>
      ) : (
        <Text size="xs" c={left < 7 ? 'orange.9' : 'dimmed'}>
          {left === 0 ? t('admin.queue.dueToday') : t('admin.queue.daysLeft', { count: left })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The analysts' work queue (issue 13 §2, beyond the spec's one-company view): every contribution
 * awaiting or in processing across companies, oldest first, with its age, module, company and who
 * took it, and its answer deadline where the module has one (issue 29 §3); filters by module,
 * state, age and deadline (overdue, due within 7 days), sorted by sending or by time left; the
 * counts per state.
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const [filters, setFilters] = useFilters();
  const queue = useInfiniteQuery(queueQuery(filters));
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const now = Date.now();

  return (
    <>
      <AdminHeader />
      <PageTitle mb="md">{t('admin.queue.title')}</PageTitle>
      <Stack gap="md">
        <QueueCounts />
        <Group align="flex-end" wrap="wrap" role="search" aria-label={t('admin.queue.filters')}>
          <Select
            w={{ base: '100%', xs: 220 }}
            label={t('admin.queue.module')}
            placeholder={t('admin.queue.all')}
            searchable
            clearable
            data={MODULE_NAMES.map((name) => ({ value: name, label: moduleLabel(name) }))}
            value={filters.module ?? null}
            onChange={(value) => setFilters({ module: value })}
          />
          <Select
            w={{ base: '100%', xs: 220 }}
            label={t('admin.queue.state')}
            placeholder={t('admin.queue.all')}
            clearable
            data={STATES.map((state) => ({ value: state, label: t(`admin.queue.states.${state}`) }))}
            value={filters.state ?? null}
            onChange={(value) => setFilters({ state: value })}
          />
          <Select
            w={{ base: '100%', xs: 220 }}
            label={t('admin.queue.age')}
            placeholder={t('admin.queue.anyAge')}
            clearable
            data={AGES.map((days) => ({
              value: String(days),
              label: t('admin.queue.olderThan', { count: days }),
            }))}
            value={filters.minAgeDays === undefined ? null : String(filters.minAgeDays)}
            onChange={(value) => setFilters({ minAgeDays: value })}
          />
          <Select
            w={{ base: '100%', xs: 220 }}
            label={t('admin.queue.dueFilter')}
            placeholder={t('admin.queue.anyDue')}
            clearable
            data={DUE_FILTERS.map((due) => ({ value: due, label: t(`admin.queue.dueFilters.${due}`) }))}
            value={filters.due ?? null}
            onChange={(value) => setFilters({ due: value })}
          />
          <Select
            w={{ base: '100%', xs: 300 }}
            label={t('admin.queue.sort')}
            data={REVIEW_SORTS.map((sort) => ({ value: sort, label: t(`admin.queue.sorts.${sort}`) }))}
            value={filters.sort ?? 'sent'}
            allowDeselect={false}
            onChange={(value) => setFilters({ sort: value === 'due' ? 'due' : null })}
          />
        </Group>
        {queue.isPending ? (
          <LoadingState label={t('admin.queue.loading')} />
        ) : queue.isError ? (
          <Text role="alert">{t('admin.queue.loadError')}</Text>
        ) : items.length === 0 ? (
          <Text role="status">{t('admin.queue.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table
              striped
              highlightOnHover
              withTableBorder
              aria-label={t(filters.sort === 'due' ? 'admin.queue.tableLabelDue' : 'admin.queue.tableLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.queue.sent')}</Table.Th>
                  <Table.Th scope="col">{t('admin.queue.module')}</Table.Th>
                  <Table.Th scope="col">{t('admin.queue.company')}</Table.Th>
                  <Table.Th scope="col">{t('admin.queue.state')}</Table.Th>
                  <Table.Th scope="col">{t('admin.queue.takenBy')}</Table.Th>
                  <Table.Th scope="col">{t('admin.queue.due')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.blockId}>
                    <Table.Td>
                      {formatInstantTime(item.sentAt)}
                      <Text size="xs" c="dimmed">
                        {t('admin.queue.ageDays', { count: ageInDays(item.sentAt, now) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={itemPath(item.blockId)}>
                        {moduleLabel(item.module)}
                      </Anchor>
                      {itemSubject(item, t) && (
                        <Text size="xs" c="dimmed">
                          {itemSubject(item, t)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{item.companyName}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={item.state === 'IN_LAVORAZIONE' ? 'orange' : 'blue'}>
                        {t(`admin.queue.states.${item.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{item.takenBy?.name ?? '-'}</Table.Td>
                    <Table.Td data-testid="queue-due">
                      <DueCell dueAt={item.dueAt} now={now} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {queue.hasNextPage && (
          <Group>
            <Button
              variant="default"
              loading={queue.isFetchingNextPage}
              onClick={() => queue.fetchNextPage()}
            >
              {t('admin.queue.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
