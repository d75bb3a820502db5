import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import { receiptRequired, STATEMENT_TYPES, type StatementType, UPLOAD_RULES } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Uploader } from '../../../../components/Uploader/Uploader.tsx';
import { UploadProgress } from '../../../../components/Uploader/UploadProgress.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleFormProps } from '../../wizard/index.ts';
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
  const [type, setType] = useState<StatementType | ''>(initialValues.tipoBilancio);
  const [year, setYear] = useState(initialValues.annoBilancio);
  const [statement, setStatement] = useState<File[]>([]);
  const [receipt, setReceipt] = useState<File[]>([]);
  const { depositYear } = initialValues;

  const years = yearOptions(type, today, depositYear);
  const needsReceipt = type === 'depositato';
  const receiptMissing =
    needsReceipt && (year === '' || receiptRequired(type, Number(year), depositYear)) && receipt.length === 0;
  const canProceed = type !== '' && year !== '' && statement.length === 1 && !receiptMissing;

  const changeType = (value: string) => {
    const next = value as StatementType;
    setType(next);
    // a new type starts over: year and files are cleared
    setYear(defaultYear(next, today));
    setStatement([]);
    setReceipt([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = statement[0];
    if (!canProceed || !type || !file) return;
    const values = { tipoBilancio: type, annoBilancio: year, depositYear };
    onSubmit(ecoFinFormData(values, file, needsReceipt ? (receipt[0] ?? null) : null), values);
  };

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
        {type && (
          <NativeSelect
            label={t('modules.situazioneEcoFin.year')}
            withAsterisk
            value={year}
            disabled={submitting}
            onChange={(event) => setYear(event.currentTarget.value)}
            data={[
              { value: '', label: t('modules.situazioneEcoFin.yearPlaceholder'), disabled: true },
              ...years.map((y) => ({ value: String(y), label: String(y) })),
            ]}
            maw={240}
          />
        )}
        {type && (
          <Uploader
            label={t('modules.situazioneEcoFin.statement')}
            required
            kinds={UPLOAD_RULES.statement.kinds}
            maxBytes={UPLOAD_RULES.statement.maxBytes}
            maxFiles={UPLOAD_RULES.statement.maxFiles}
            files={statement}
            onChange={setStatement}
            disabled={submitting}
          />
        )}
        {needsReceipt && (
          <Uploader
            label={t('modules.situazioneEcoFin.receipt')}
            description={t('modules.situazioneEcoFin.receiptHelp')}
            required
            kinds={UPLOAD_RULES.receipt.kinds}
            maxBytes={UPLOAD_RULES.receipt.maxBytes}
            maxFiles={UPLOAD_RULES.receipt.maxFiles}
            files={receipt}
            onChange={setReceipt}
            disabled={submitting}
          />
        )}
        <UploadProgress value={submitting ? uploadProgress : null} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canProceed} loading={submitting}>
            {t('modules.situazioneEcoFin.proceed')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
