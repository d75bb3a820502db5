import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  formatInstant,
  movesFor,
  type RejectionTextForm,
  rejectionTextFormSchema,
  STATE_LABEL_KEYS,
  type Synthesis,
} from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { withLocalizedErrors } from '../../../lib/messages.ts';
import { ModuleReview, useModuleLabel } from '../../integration/index.ts';
import { useChangeState } from '../api.ts';
import { type Choice, ChosenDecision, DecisionButtons } from '../DecisionChoice.tsx';
import { BlockFiles } from '../queue/BlockFiles.tsx';
import { EinvoiceOrigin } from './EinvoiceOrigin.tsx';
import type { ReviewItem } from './in-progress.ts';
import { SupplierAnswers } from './SupplierAnswers.tsx';

/**
 * One contribution under review (spec part 1 §4 "Admin review"): what it changes beside the
 * company's report, the state, and the moves the domain allows an analyst — 'Avvia Processing'
 * when queued; Accetta / Rifiuta when in processing, each asking for a confirmation (with the
 * reason for a rejection).
 */
export function ReviewCard({ item, report }: { item: ReviewItem; report: Synthesis | null }) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const [choice, setChoice] = useState<Choice | null>(null);
  const form = useForm<RejectionTextForm>({
    resolver: withLocalizedErrors(zodResolver(rejectionTextFormSchema)),
    mode: 'onChange',
    defaultValues: { motivoRifiuto: '' },
  });
  const change = useChangeState();
  const moves = movesFor(item.stato, 'analyst', item.invoice ? 'block' : 'record');
  const deciding = moves.includes('APPROVATO') || moves.includes('NON_APPROVATO');

  const moduleTitle = moduleLabel(item.moduleName);
  const title = item.invoice
    ? `${moduleTitle} — ${t('admin.review.invoice', { numero: item.invoice.numeroFattura })}`
    : moduleTitle;
  const stateKey = STATE_LABEL_KEYS[item.stato];

  const clear = () => {
    setChoice(null);
    form.reset();
  };

  const submitAccept = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ idBlocco: item.blockId, statoModulo: 'APPROVATO' }, { onSuccess: clear });
  };
  const reject = form.handleSubmit(({ motivoRifiuto }) =>
    change.mutate(
      { idBlocco: item.blockId, statoModulo: 'NON_APPROVATO', motivoRifiuto },
      { onSuccess: clear },
    ),
  );

  return (
    <Card component="article" withBorder padding="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {title}
            </Title>
            {item.dataInvio && (
              <Text size="sm" c="dimmed">
                {t('admin.review.sentOn', { data: formatInstant(item.dataInvio) })}
              </Text>
            )}
          </Stack>
          {stateKey && (
            <Badge variant="light" color={item.stato === 'IN_LAVORAZIONE' ? 'orange' : 'blue'}>
              {t(stateKey)}
            </Badge>
          )}
        </Group>

        {item.invoice && (
          <>
            <EinvoiceOrigin blockId={item.blockId} origine={item.dati.origine} />
            <SupplierAnswers blockId={item.blockId} />
          </>
        )}
        <ModuleReview
          name={item.moduleName}
          data={
            item.invoice ? { fornitori: [{ ...item.invoice.fornitore, fatture: [item.dati] }] } : item.dati
          }
          report={report}
        />
        <BlockFiles blockId={item.blockId} />

        {moves.includes('IN_LAVORAZIONE') && (
          <Group justify="flex-end">
            <Button
              loading={change.isPending}
              onClick={() => change.mutate({ idBlocco: item.blockId, statoModulo: 'IN_LAVORAZIONE' })}
            >
              {t('admin.review.start')}
            </Button>
          </Group>
        )}

        {deciding && choice === null && (
          <DecisionButtons moves={moves} onChoose={setChoice} rejectFirst justify="flex-end" />
        )}

        {deciding && choice !== null && (
          <form noValidate onSubmit={choice === 'accept' ? submitAccept : reject}>
            <Stack gap="sm">
              <ChosenDecision choice={choice} />
              {choice === 'reject' && (
                <Textarea
                  label={t('admin.review.reason')}
                  placeholder={t('admin.rejectionReasonPlaceholder')}
                  {...form.register('motivoRifiuto')}
                  maxLength={1000}
                  rows={3}
                  required
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={clear}>
                  {t('admin.review.cancel')}
                </Button>
                <Button
                  type="submit"
                  loading={change.isPending}
                  disabled={choice === 'reject' && !form.formState.isValid}
                >
                  {t('admin.review.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
