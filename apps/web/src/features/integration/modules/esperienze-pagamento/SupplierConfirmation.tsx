import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  type Confirmation,
  confirmationRequestSchema,
  confirmationSchema,
  confirmationsResponseSchema,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '#i18n';
import { ApiError, apiRequest } from '../../../../lib/api.ts';
import { withLocalizedErrors } from '../../../../lib/messages.ts';
import { ConfirmationState } from '../../outcomes/ConfirmationState.tsx';
import type { InvoiceOutcome, InvoiceOutcomeProps } from '../../outcomes/invoices.ts';

const BASE = '/contribuzioni/esperienze-pagamento';
const KEY = ['supplier-confirmations'] as const;

/** The company's confirmation requests, newest first (GET …/conferme): one request for every row. */
function useConfirmations() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest(`${BASE}/conferme`, confirmationsResponseSchema, { signal }),
    meta: { silentError: true },
  });
}

const formSchema = z.object({ email: confirmationRequestSchema.shape.email.unwrap() });

/**
 * The module's line under each sent invoice (the registry's `InvoiceOutcome`): the latest request
 * to its supplier, once the company's requests are read.
 */
export default function InvoiceConfirmation({ outcome, Row }: InvoiceOutcomeProps) {
  const confirmations = useConfirmations();
  if (!confirmations.isSuccess) return null;
  return (
    <Row>
      <SupplierConfirmation
        outcome={outcome}
        latest={confirmations.data.find((c) => c.blockId === outcome.blockId)}
      />
    </Row>
  );
}

/**
 * Under a sent invoice: the state of the request to its supplier and the answer, or the
 * "Chiedi conferma al fornitore" action (issue 17 §4). The address comes from the e-invoice's
 * contacts when there is one; a typed one is flagged as self-provided by the API.
 */
function SupplierConfirmation({
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
