import './texts.ts';
import { Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import { type InvoiceOutcome, outcomeCounts } from './invoices.ts';

/** One line summing up a payments contribution's invoices: '1 accettata · 2 rifiutate'. */
export function OutcomeSummary({ outcomes }: { outcomes: readonly InvoiceOutcome[] }) {
  const { t } = useTranslation();
  const counts = outcomeCounts(outcomes);
  const parts = (['accepted', 'rejected', 'inProgress'] as const)
    .filter((key) => counts[key] > 0)
    .map((key) => t(`outcomes.${key}`, { count: counts[key] }));
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}
