import './texts.ts';
import { Alert, Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { type ContributionItem, formatEuro, formatInstant, isInProgress, ROUTES } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { overviewContributionsQuery } from '../api.ts';
import { useModuleLabel } from '../labels.ts';
import { orderContributions } from '../list/filters.ts';
import stacked from '../list/StackedTable.module.css';
import { StateLabel } from '../list/StateLabel.tsx';
import { useInvoiceStates } from './api.ts';
import { type BlockStates, invoiceDay, invoiceOutcomes, isPerInvoiceItem } from './invoices.ts';

interface Row {
  key: string;
  module: string;
  content: string;
  sentOn: string;
  item: ContributionItem;
  outcome?: ReturnType<typeof invoiceOutcomes>[number];
}

/** One row per sent contribution; a payments contribution one row per invoice. */
function useRows(items: readonly ContributionItem[], states: BlockStates): Row[] {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  return items.flatMap((item) => {
    const module = moduleLabel(item.moduleName);
    const sentOn = formatInstant(item.dataInvio) || '-';
    const key = `${item.moduleName}-${item.blockId ?? item.dataInvio}`;
    const outcomes = isPerInvoiceItem(item) ? invoiceOutcomes(item, states) : [];
    if (outcomes.length === 0) return [{ key, module, content: '-', sentOn, item }];
    return outcomes.map((o) => ({
      key: `${key}-${o.blockId}`,
      module,
      content: t('outcomes.sent.invoice', {
        number: o.numeroFattura,
        supplier: o.fornitore,
        amount: formatEuro(o.importo) || '-',
        date: invoiceDay(o.dataFattura),
      }),
      sentOn,
      item,
      outcome: o,
    }));
  });
}

/**
 * The overview's table of sent contributions (spec part 1 §2.1 "a sent-contributions table that
 * lists invoices"): module, content, send date, state and rejection reason; a payments
 * contribution one row per invoice, each with its own state and reason.
 */
export function SentContributions() {
  const { t } = useTranslation();
  const headingId = useId();
  const contributions = useQuery(overviewContributionsQuery);
  const invoices = useInvoiceStates(contributions.data);
  const items = useMemo(
    () => (contributions.data ? orderContributions(contributions.data) : []),
    [contributions.data],
  );
  const rows = useRows(items, invoices.states);
  const loading = contributions.isPending || invoices.isPending;

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  } else if (contributions.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
        {t('outcomes.sent.error')}
      </Alert>
    );
  } else if (rows.length === 0) {
    body = <Text c="dimmed">{t('outcomes.sent.empty')}</Text>;
  } else {
    body = (
      // a focusable scroll region, so that keyboard users can scroll it (at most 420 px high)
      <section
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus
        tabIndex={0}
        style={{ maxHeight: 420, overflow: 'auto' }}
      >
        <Table verticalSpacing="xs" miw={720} aria-labelledby={headingId} className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('outcomes.sent.module')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.sent.item')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.sent.sentOn')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.state')}</Table.Th>
              <Table.Th scope="col">{t('outcomes.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const stato = row.outcome?.stato ?? row.item.stato;
              const reason = row.outcome ? row.outcome.motivoRifiuto : row.item.motivoRifiuto;
              return (
                <Table.Tr key={row.key}>
                  <Table.Td fw={600}>{row.module}</Table.Td>
                  <Table.Td data-label={t('outcomes.sent.item')}>{row.content}</Table.Td>
                  <Table.Td data-label={t('outcomes.sent.sentOn')}>
                    {row.sentOn}
                    {row.item.dataScadenza && isInProgress(stato) && (
                      <Text size="xs">
                        {t('outcomes.sent.dueBy', { date: formatInstant(row.item.dataScadenza) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StateLabel state={stato} />
                  </Table.Td>
                  <Table.Td data-label={t('outcomes.reason')}>
                    {stato === 'NON_APPROVATO' && reason ? reason : '-'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </section>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('outcomes.sent.title')}
        </Title>
        {body}
        <Anchor
          component={Link}
          to={`${ROUTES.contributions}?from=overview`}
          size="sm"
          fw={600}
          w="fit-content"
        >
          {t('outcomes.sent.seeAll')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
