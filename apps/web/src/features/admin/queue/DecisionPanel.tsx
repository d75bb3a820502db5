import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import {
  movesFor,
  OTHER_REASON,
  type RejectionForm,
  type ReviewDetail,
  rejectionFormSchema,
  rejectionReasonsOf,
} from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../lib/i18n.ts';
import { withLocalizedErrors } from '../../../lib/messages.ts';
import { useChangeState } from '../api.ts';
import { type Choice, ChosenDecision, DecisionButtons } from '../DecisionChoice.tsx';

/**
 * The decision on one block, among the moves the domain allows an analyst: take it into
 * processing, then accept, or reject with a reason from the module's catalogue (and the analyst's
 * own words, required for "Altro motivo"). Closed to the analyst who wrote, saved or sent it for
 * the company (four-eyes rule).
 */
export function DecisionPanel({ detail, onDecided }: { detail: ReviewDetail; onDecided: () => void }) {
  const { t } = useTranslation();
  const decision = useChangeState(onDecided);
  const [choice, setChoice] = useState<Choice | null>(null);
  const form = useForm<RejectionForm>({
    resolver: withLocalizedErrors(zodResolver(rejectionFormSchema)),
    mode: 'onChange',
    defaultValues: { reasonCode: '', motivoRifiuto: '' },
  });
  const { item, canDecide } = detail;
  const locale = currentLocale();
  const reasons = rejectionReasonsOf(item.module).map((r) => ({ value: r.code, label: r[locale] }));
  const needsWords = form.watch('reasonCode') === OTHER_REASON.code;
  const idBlocco = item.blockId;
  const moves = movesFor(item.state, 'analyst', item.invoice ? 'block' : 'record');

  if (!canDecide)
    return (
      <Alert color="orange" title={t('admin.workbench.fourEyesTitle')}>
        {t('admin.workbench.fourEyes')}
      </Alert>
    );

  const accept = (event: FormEvent) => {
    event.preventDefault();
    decision.mutate({ idBlocco, statoModulo: 'APPROVATO' });
  };
  const reject = form.handleSubmit(({ reasonCode, motivoRifiuto }) =>
    decision.mutate({
      idBlocco,
      statoModulo: 'NON_APPROVATO',
      reasonCode,
      motivoRifiuto: motivoRifiuto || undefined,
    }),
  );
  const cancel = () => {
    setChoice(null);
    form.reset();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="decision-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="decision-title">
          {t('admin.workbench.decision')}
        </Title>
        {moves.includes('IN_LAVORAZIONE') ? (
          <Group>
            <Button
              loading={decision.isPending}
              onClick={() => decision.mutate({ idBlocco, statoModulo: 'IN_LAVORAZIONE' })}
            >
              {t('admin.review.start')}
            </Button>
          </Group>
        ) : choice === null ? (
          <DecisionButtons moves={moves} onChoose={setChoice} />
        ) : (
          <form noValidate onSubmit={choice === 'accept' ? accept : reject}>
            <Stack gap="sm">
              <ChosenDecision choice={choice} />
              {choice === 'reject' && (
                <>
                  <Controller
                    control={form.control}
                    name="reasonCode"
                    render={({ field }) => (
                      <Select
                        label={t('admin.workbench.reason')}
                        placeholder={t('admin.workbench.reasonPlaceholder')}
                        data={reasons}
                        value={field.value || null}
                        onChange={(code) => field.onChange(code ?? '')}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        required
                        allowDeselect={false}
                      />
                    )}
                  />
                  <Textarea
                    label={t('admin.workbench.words')}
                    description={needsWords ? undefined : t('admin.workbench.wordsOptional')}
                    {...form.register('motivoRifiuto')}
                    maxLength={900}
                    rows={3}
                    required={needsWords}
                  />
                </>
              )}
              <Group>
                <Button
                  type="submit"
                  loading={decision.isPending}
                  disabled={choice === 'reject' && !form.formState.isValid}
                >
                  {t('admin.review.confirm')}
                </Button>
                <Button variant="default" onClick={cancel}>
                  {t('admin.review.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
