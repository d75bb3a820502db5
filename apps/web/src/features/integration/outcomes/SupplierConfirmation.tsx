import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  type Confirmation,
  confirmationRequestSchema,
  confirmationSchema,
  confirmationsResponseSchema,
  formatDate,
  formatEuro,
  formatInstant,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api.ts';
import { withLocalizedErrors } from '../../../lib/messages.ts';
import type { InvoiceOutcome } from './invoices.ts';

const BASE = '/contribuzioni/esperienze-pagamento';
const KEY = ['supplier-confirmations'] as const;

/** The company's confirmation requests, newest first (GET …/conferme). */
export function useConfirmations() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest(`${BASE}/conferme`, confirmationsResponseSchema, { signal }),
    meta: { silentError: true },
  });
}

const formSchema = z.object({ email: confirmationRequestSchema.shape.email.unwrap() });

/**
 * Under a sent invoice: the state of the request to its supplier and the answer, or the
 * "Chiedi conferma al fornitore" action (issue 17 §4). The address comes from the e-invoice's
 * contacts when there is one; a typed one is flagged as self-provided by the API.
 */
export function SupplierConfirmation({
  outcome,
  latest,
}: {
  outcome: InvoiceOutcome;
  latest: Confirmation | undefined;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const open = latest && !latest.answer && new Date(latest.expiresAt) > new Date();
  return (
    <Stack gap={4}>
      {latest && <ConfirmationState confirmation={latest} />}
      {!open &&
        (asking ? (
          <AskForm outcome={outcome} onDone={() => setAsking(false)} />
        ) : (
          <Group>
            <Button size="xs" variant="light" onClick={() => setAsking(true)}>
              {t('outcomes.confirmation.ask')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}

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

function AskForm({ outcome, onDone }: { outcome: InvoiceOutcome; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const prefilled = outcome.emailFornitore ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: withLocalizedErrors(zodResolver(formSchema)),
    defaultValues: { email: prefilled },
  });
  const ask = useMutation({
    mutationFn: (email: string) =>
      apiRequest(`${BASE}/richiedi-conferma`, confirmationSchema, {
        method: 'POST',
        // The e-invoice's own address is sent as none: the API then takes it and does not flag it.
        body: { blockId: outcome.blockId, ...(email !== prefilled ? { email } : {}) },
      }),
    meta: { silentError: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: KEY });
      onDone();
    },
    onError: (e) =>
      setError('email', {
        message:
          e instanceof ApiError && e.serverMessage ? e.serverMessage : t('outcomes.confirmation.error'),
      }),
  });
  return (
    <form onSubmit={handleSubmit(({ email }) => ask.mutate(email.trim()))} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('outcomes.confirmation.email')}
          description={prefilled ? t('outcomes.confirmation.fromInvoice') : t('outcomes.confirmation.typed')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          style={{ flex: '1 1 16rem' }}
          {...register('email')}
        />
        <Button type="submit" size="sm" loading={ask.isPending}>
          {t('outcomes.confirmation.send')}
        </Button>
        <Button size="sm" variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Group>
    </form>
  );
}
