import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { ROUTES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  contributionsQuery,
  InvoiceOutcomes,
  invoiceStatesQuery,
  invoicesOf,
  withOutcomes,
} from '../../integration/index.ts';
import { OverviewCard } from './OverviewCard.tsx';

/** How many invoices the card lists, newest contributions first; the list has them all. */
export const SENT_INVOICES_SHOWN = 10;

/**
 * The sent-contributions table that lists invoices (spec part 1 §2.1): each invoice of the sent
 * payment experiences with its own outcome and, when rejected, the reason.
 */
export default function SentInvoicesCard() {
  const { t } = useTranslation();
  const contributions = useQuery(contributionsQuery);
  const invoices = useMemo(() => {
    const data = contributions.data;
    if (!data) return [];
    const items = [
      ...data.moduli.esperienzaPagamento,
      ...[...data.storicoContribuzioni.esperienzaPagamento].reverse(),
    ];
    return items.flatMap(invoicesOf).slice(0, SENT_INVOICES_SHOWN);
  }, [contributions.data]);
  const states = useQuery(invoiceStatesQuery(invoices.map((i) => i.blockId)));
  const title = t('overview.sentInvoices.title');
  return (
    <OverviewCard cardKey="sentInvoices" title={title} wide>
      {contributions.isPending || (invoices.length > 0 && states.isPending) ? (
        // The page announces its own loading; a placeholder keeps the card's place.
        <Skeleton height={96} radius="sm" aria-hidden="true" />
      ) : contributions.isError || states.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text c="red.8" role="alert">
            {t('overview.sentInvoices.loadError')}
          </Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => void (contributions.isError ? contributions.refetch() : states.refetch())}
          >
            {t('overview.sentInvoices.retry')}
          </Button>
        </Stack>
      ) : invoices.length === 0 ? (
        <Text c="dimmed">{t('overview.sentInvoices.empty')}</Text>
      ) : (
        <>
          <InvoiceOutcomes outcomes={withOutcomes(invoices, states.data)} />
          <Anchor
            component={Link}
            to={`${ROUTES.contributions}?module=esperienzaPagamento&from=overview`}
            size="sm"
            fw={600}
          >
            {t('overview.sentInvoices.all')}
          </Anchor>
        </>
      )}
    </OverviewCard>
  );
}
