import { Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { OnDemandSelect } from '../../../../components/OnDemandSelect.tsx';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  CONTEST_EVIDENCE_RULE,
  CONTEST_GROUNDS,
  CONTEST_NOTE_MAX,
  CONTEST_SLUG,
  type ContestGround,
  contestFormSchema,
  isInProgress,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import { type ModuleFormProps, moduleReadQuery } from '../../wizard/index.ts';
import { UploadField } from '../shared/UploadField.tsx';
import { UploadFooter } from '../shared/UploadFooter.tsx';
import { useModuleForm } from '../shared/use-module-form.ts';
import { EventCard } from './EventCard.tsx';
import { type ContestValues, contestFormData, eventLine } from './values.ts';

/**
 * Step 1 of a contest (issue 29 §2): the event (preselected by its line's 'Contesta'), the ground,
 * the right amount or date for a wrong one, 1–5 PDFs as evidence and an optional note.
 */
export function ContestazioneEventiForm({
  initialValues,
  submitting,
  uploadProgress = null,
  onSubmit,
}: ModuleFormProps<ContestValues>) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [schema] = useState(() => contestFormSchema<File>());
  const { control, handleSubmit, register, watch, formState } = useModuleForm(schema, {
    ...initialValues,
    files: [],
  });
  const events = initialValues.events;
  // one open contest per event: those already being contested cannot be picked again
  const read = useQuery(moduleReadQuery(CONTEST_SLUG));
  const contested = new Set(
    (read.data?.records ?? []).filter((r) => isInProgress(r.stato)).map((r) => String(r.idEvento)),
  );
  const event = events.find((e) => e.id === watch('idEvento'));
  const ground = watch('motivo');
  const errors = formState.errors;

  const submit = handleSubmit(({ files, ...values }) => {
    const typed = { ...values, motivo: values.motivo as ContestGround, events };
    onSubmit(contestFormData(typed, files), typed);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('modules.contestazioneEventi.intro')}</Text>
        <Controller
          control={control}
          name="idEvento"
          render={({ field }) => (
            <OnDemandSelect
              label={t('modules.contestazioneEventi.event')}
              data={events.map((e) => ({
                value: e.id,
                label: contested.has(e.id)
                  ? t('modules.contestazioneEventi.eventContested', { event: eventLine(e) })
                  : eventLine(e),
                disabled: contested.has(e.id),
              }))}
              description={contested.size > 0 ? t('modules.contestazioneEventi.contestedHelp') : undefined}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.idEvento?.message}
              disabled={submitting}
              withAsterisk
              allowDeselect={false}
            />
          )}
        />
        {event && (
          <Paper withBorder p="sm">
            <EventCard event={event} />
          </Paper>
        )}
        <Controller
          control={control}
          name="motivo"
          render={({ field }) => (
            <Radio.Group
              label={t('modules.contestazioneEventi.ground')}
              value={field.value}
              onChange={field.onChange}
              error={errors.motivo?.message}
              withAsterisk
            >
              <Stack gap="xs" mt="xs">
                {CONTEST_GROUNDS.map((g) => (
                  <Radio key={g.code} value={g.code} label={g[locale]} disabled={submitting} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {ground === 'importoDataErrati' && (
          <Stack gap="xs">
            <TextInput
              label={t('modules.contestazioneEventi.rightAmount')}
              description={t('modules.contestazioneEventi.rightAmountHelp')}
              inputMode="decimal"
              {...register('importoCorretto')}
              error={errors.importoCorretto?.message}
              disabled={submitting}
            />
            <TextInput
              type="date"
              label={t('modules.contestazioneEventi.rightDate')}
              {...register('dataCorretta')}
              error={errors.dataCorretta?.message}
              disabled={submitting}
            />
          </Stack>
        )}
        <UploadField
          control={control}
          name="files"
          rule={CONTEST_EVIDENCE_RULE}
          label={t('modules.contestazioneEventi.evidence')}
          description={t('modules.contestazioneEventi.evidenceHelp', { max: CONTEST_EVIDENCE_RULE.maxFiles })}
          disabled={submitting}
        />
        <Textarea
          label={t('modules.contestazioneEventi.note')}
          description={t('modules.contestazioneEventi.noteDescription', { max: CONTEST_NOTE_MAX })}
          {...register('nota')}
          error={errors.nota?.message}
          rows={3}
          disabled={submitting}
        />
        <UploadFooter
          submitting={submitting}
          uploadProgress={uploadProgress}
          form={formState}
          label={t('modules.contestazioneEventi.proceed')}
        />
      </Stack>
    </form>
  );
}
