import { Alert, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  STATEMENT_TYPES,
  type StatementType,
  situazioneEcoFinFormSchema,
  UPLOAD_RULES,
} from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleFormProps } from '../../wizard/index.ts';
import { UploadField } from '../shared/UploadField.tsx';
import { UploadFooter } from '../shared/UploadFooter.tsx';
import { useModuleForm } from '../shared/use-module-form.ts';
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
  const { depositYear } = initialValues;
  const [today] = useState(() => new Date());
  const [schema] = useState(() => situazioneEcoFinFormSchema<File>(today, depositYear));
  const { control, handleSubmit, register, reset, watch, formState } = useModuleForm(schema, {
    tipoBilancio: initialValues.tipoBilancio,
    annoBilancio: initialValues.annoBilancio,
    statement: [],
    receipt: [],
  });
  const type = watch('tipoBilancio');
  const years = yearOptions(type, today, depositYear);
  const needsReceipt = type === 'depositato';

  // a new type starts over: year and files are cleared
  const changeType = (value: string) => {
    const next = value as StatementType;
    reset(
      { tipoBilancio: next, annoBilancio: defaultYear(next, today), statement: [], receipt: [] },
      { keepDefaultValues: true },
    );
  };

  const submit = handleSubmit((form) => {
    const [statement] = form.statement;
    if (!statement) return;
    const values = { tipoBilancio: form.tipoBilancio, annoBilancio: String(form.annoBilancio), depositYear };
    onSubmit(ecoFinFormData(values, statement, needsReceipt ? (form.receipt[0] ?? null) : null), values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('modules.situazioneEcoFin.intro')}</Text>
        <Radio.Group
          label={t('modules.situazioneEcoFin.type')}
          value={type}
          onChange={changeType}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {STATEMENT_TYPES.map((option) => (
              <Radio key={option.code} value={option.code} label={option[locale]} disabled={submitting} />
            ))}
          </Stack>
        </Radio.Group>
        {type && years.length === 0 && (
          // the provider already holds every registered statement the window offers
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="status">
            {t('modules.situazioneEcoFin.noYears', { year: depositYear })}
          </Alert>
        )}
        {type && years.length > 0 && (
          <NativeSelect
            label={t('modules.situazioneEcoFin.year')}
            withAsterisk
            disabled={submitting}
            {...register('annoBilancio')}
            data={[
              { value: '', label: t('modules.situazioneEcoFin.yearPlaceholder'), disabled: true },
              ...years.map((y) => ({ value: String(y), label: String(y) })),
            ]}
            maw={240}
          />
        )}
        {type && years.length > 0 && (
          <>
            <UploadField
              control={control}
              name="statement"
              rule={UPLOAD_RULES.statement}
              label={t('modules.situazioneEcoFin.statement')}
              disabled={submitting}
            />
            {needsReceipt && (
              <UploadField
                control={control}
                name="receipt"
                rule={UPLOAD_RULES.receipt}
                label={t('modules.situazioneEcoFin.receipt')}
                description={t('modules.situazioneEcoFin.receiptHelp')}
                disabled={submitting}
              />
            )}
          </>
        )}
        <UploadFooter
          submitting={submitting}
          uploadProgress={uploadProgress}
          form={formState}
          label={t('modules.situazioneEcoFin.proceed')}
        />
      </Stack>
    </form>
  );
}
