import './wizard/register-locales.ts';
import './register-locales.ts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Table.css';
import { type ContributionItem, formatInstant, ROUTES } from '@portal/domain';
import { IconAlertTriangle, IconArrowLeft, IconChevronRight, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '#i18n';
import { Link, useSearchParams } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { contributionsQuery } from './api.ts';
import { useModuleLabel } from './labels.ts';
import { ContributionDetailModal } from './list/ContributionDetailModal.tsx';
import { FilterPanel } from './list/FilterPanel.tsx';
import {
  applyFilters,
  backTarget,
  DEFAULT_FILTERS,
  filtersFromQuery,
  type ListFilters,
  orderContributions,
} from './list/filters.ts';
import stacked from './list/StackedTable.module.css';
import { StateLabel } from './list/StateLabel.tsx';
import { useInvoiceStates } from './outcomes/api.ts';
import { invoiceOutcomes, isPerInvoiceItem, statesOfItem } from './outcomes/invoices.ts';
import { OutcomeSummary } from './outcomes/OutcomeSummary.tsx';

/**
 * 'Elenco contribuzioni' (spec part 1 §2.3, §4, §5): the filter panel (module, states, send
 * dates), the contributions in display order, a detail modal per row. Query parameters module,
 * state and from (the route to go back to) set the start.
 */
export default function ContributionsListPage() {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const [params] = useSearchParams();
  const [initial] = useState(() => filtersFromQuery(params));
  const [draft, setDraft] = useState<ListFilters>(initial);
  const [applied, setApplied] = useState<ListFilters>(initial);
  const [open, setOpen] = useState<ContributionItem | null>(null);
  const today = useMemo(() => new Date(), []);
  const contributions = useQuery(contributionsQuery);
  const invoices = useInvoiceStates(contributions.data);

  const ordered = useMemo(
    () => (contributions.data ? orderContributions(contributions.data) : []),
    [contributions.data],
  );
  const rows = useMemo(
    () => applyFilters(ordered, applied, today, (item) => statesOfItem(item, invoices.states)),
    [ordered, applied, today, invoices.states],
  );

  // a new panel on reset: date fields left with typed text that is not a day are emptied too
  const [resets, setResets] = useState(0);
  const reset = () => {
    setDraft(DEFAULT_FILTERS);
    setApplied(DEFAULT_FILTERS);
    setResets((n) => n + 1);
  };
  const back = backTarget(params);

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={back === 'overview' ? ROUTES.overview : ROUTES.integration}
        size="sm"
        fw={600}
        w="fit-content"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {back === 'overview' ? t('contributions.backToOverview') : t('contributions.backToIntegration')}
        </Group>
      </Anchor>
      <PageTitle>{t('contributions.title')}</PageTitle>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <FilterPanel
            key={resets}
            draft={draft}
            applied={applied}
            today={today}
            onChange={setDraft}
            onApply={() => setApplied(draft)}
            onReset={reset}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {contributions.isPending || invoices.isPending ? (
            <LoadingState />
          ) : contributions.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              <Stack gap="sm" align="flex-start">
                <Text>{t('contributions.loadError')}</Text>
                <Button variant="light" color="red" onClick={() => void contributions.refetch()}>
                  {t('wizard.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : rows.length === 0 ? (
            <Paper withBorder p="lg">
              <EmptyState
                withIndicatorBackground
                icon={<IconFilterOff aria-hidden="true" />}
                title={t('contributions.empty')}
              >
                <Button variant="light" onClick={reset}>
                  {t('contributions.filters.reset')}
                </Button>
              </EmptyState>
            </Paper>
          ) : (
            <Paper withBorder>
              <Text size="sm" c="dimmed" px="md" pt="sm" role="status">
                {t('contributions.count', { count: rows.length })}
              </Text>
              <Table.ScrollContainer minWidth={520} className={stacked.scroller}>
                <Table highlightOnHover verticalSpacing="sm" className={stacked.table}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('contributions.table.module')}</Table.Th>
                      <Table.Th scope="col">{t('contributions.table.sentOn')}</Table.Th>
                      <Table.Th scope="col">{t('contributions.table.state')}</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>{t('contributions.table.details')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((item) => {
                      const module = moduleLabel(item.moduleName);
                      const date = formatInstant(item.dataInvio) || '-';
                      return (
                        <Table.Tr key={`${item.moduleName}-${item.blockId ?? item.dataInvio}`}>
                          <Table.Td fw={600}>{module}</Table.Td>
                          <Table.Td data-label={t('contributions.table.sentOn')}>{date}</Table.Td>
                          <Table.Td>
                            <StateLabel state={item.stato} />
                            {isPerInvoiceItem(item) && (
                              <OutcomeSummary outcomes={invoiceOutcomes(item, invoices.states)} />
                            )}
                          </Table.Td>
                          <Table.Td ta="right" data-action>
                            <ActionIcon
                              variant="subtle"
                              onClick={() => setOpen(item)}
                              aria-label={t('contributions.table.open', { module, date })}
                              title={t('contributions.table.open', { module, date })}
                            >
                              <IconChevronRight size={18} aria-hidden="true" />
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <ContributionDetailModal item={open} invoiceStates={invoices.states} onClose={() => setOpen(null)} />
    </Stack>
  );
}
