import { Text } from '@mantine/core';
import { type Confirmation, formatDate, formatEuro, formatInstant } from '@portal/domain';
import { useTranslation } from '#i18n';

/** One confirmation request and the supplier's answer, in a line (the company's detail, the analyst's card). */
export function ConfirmationState({ confirmation: c }: { confirmation: Confirmation }) {
  const { t } = useTranslation();
  const to = t('outcomes.confirmation.to', { email: c.email });
  const self = c.selfProvided ? ` ${t('outcomes.confirmation.selfProvided')}` : '';
  let state: string;
  if (c.answer === 'confirmed') {
    const fixes = [
      c.correctedPaymentDate &&
        t('outcomes.confirmation.fixDate', { date: formatDate(c.correctedPaymentDate) }),
      c.correctedAmount !== null &&
        t('outcomes.confirmation.fixAmount', { amount: formatEuro(c.correctedAmount) }),
    ].filter(Boolean);
    state = t('outcomes.confirmation.confirmed') + (fixes.length ? ` (${fixes.join(', ')})` : '');
  } else if (c.answer === 'not_confirmed')
    state = t('outcomes.confirmation.notConfirmed', { reason: c.reason ?? '' });
  else if (c.answer === 'not_supplier') state = t('outcomes.confirmation.notSupplier');
  else if (new Date(c.expiresAt) <= new Date()) state = t('outcomes.confirmation.expired');
  else state = t('outcomes.confirmation.pending', { date: formatInstant(c.expiresAt) });
  return (
    <Text size="sm" data-testid="supplier-confirmation">
      <Text span fw={600} inherit>
        {t('outcomes.confirmation.label')}:
      </Text>{' '}
      {state} — {to}
      {self}
    </Text>
  );
}
