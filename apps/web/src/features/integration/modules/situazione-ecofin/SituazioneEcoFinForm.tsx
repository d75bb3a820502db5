import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import {
  STATEMENT_TYPES,
  type StatementType,
  situazioneEcoFinFormSchema,
  UPLOAD_RULES,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModuleFormProps } from '../../../../components/ModuleWizard/index.ts';
import { UploadProgress } from '../../../../components/Uploader/UploadProgress.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import { UploadField } from '../shared/UploadField.tsx';
import { defaultYear, type EcoFinValues, ecoFinFormData, yearOptions } from './values.ts';

/**
 * Step 1 of the economic-financial situation (spec part 2 §2, §5): statement type, year, the
 * statement file and, for a registered statement, the deposit receipt.
 */
export function SituazioneEcoFinForm({
  initialValues,
  submitting,
  uploadProgress = null,
  onSubmit,
}: ModuleFormProps<EcoFinValues>) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [today] = useState(() => new Date());
  const { depositYear } = initialValues;
  const schema = useMemo(() => situazioneEcoFinFormSchema<File>(today, depositYear), [today, depositYear]);
  const { control, handleSubmit, setValue, watch, formState } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      tipoBilancio: initialValues.tipoBilancio || undefined,
      annoBilancio: initialValues.annoBilancio,
      fileBilancio: [],
      fileRicevuta: [],
    },
  });
  const type = watch('tipoBilancio');
  const years = yearOptions(type ?? '', today, depositYear);
  const needsReceipt = type === 'depositato';

  const changeType = (value: string) => {
    const next = value as StatementType;
    const options = { shouldValidate: true };
    setValue('tipoBilancio', next, options);
    // a new type starts over: year and files are cleared
    setValue('annoBilancio', defaultYear(next, today), options);
    setValue('fileBilancio', [], options);
    setValue('fileRicevuta', [], options);
  };

  const submit = handleSubmit((v) => {
    const [statement] = v.fileBilancio;
    if (!statement) return;
    const values = { tipoBilancio: v.tipoBilancio, annoBilancio: v.annoBilancio, depositYear };
    onSubmit(ecoFinFormData(values, statement, needsReceipt ? (v.fileRicevuta[0] ?? null) : null), values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('modules.situazioneEcoFin.intro')}</Text>
        <Radio.Group
          label={t('modules.situazioneEcoFin.type')}
          value={type ?? ''}
          onChange={changeType}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {STATEMENT_TYPES.map((option) => (
              <Radio key={option.code} value={option.code} label={option[locale]} disabled={submitting} />
            ))}
          </Stack>
        </Radio.Group>
        {type && (
          <Controller
            control={control}
            name="annoBilancio"
            render={({ field }) => (
              <NativeSelect
                label={t('modules.situazioneEcoFin.year')}
                withAsterisk
                {...field}
                disabled={submitting}
                data={[
                  { value: '', label: t('modules.situazioneEcoFin.yearPlaceholder'), disabled: true },
                  ...years.map((y) => ({ value: String(y), label: String(y) })),
                ]}
                maw={240}
              />
            )}
          />
        )}
        {type && (
          <UploadField
            control={control}
            name="fileBilancio"
            rule={UPLOAD_RULES.statement}
            label={t('modules.situazioneEcoFin.statement')}
            disabled={submitting}
          />
        )}
        {needsReceipt && (
          <UploadField
            control={control}
            name="fileRicevuta"
            rule={UPLOAD_RULES.receipt}
            label={t('modules.situazioneEcoFin.receipt')}
            description={t('modules.situazioneEcoFin.receiptHelp')}
            disabled={submitting}
          />
        )}
        <UploadProgress value={submitting ? uploadProgress : null} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!formState.isValid} loading={submitting}>
            {t('modules.situazioneEcoFin.proceed')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
