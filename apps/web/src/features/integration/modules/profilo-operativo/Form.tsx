import { Input, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Slider.css';
import {
  dropEmptyStrings,
  EXPORT_STEP,
  formatInteger,
  type ProfiloOperativoDraft,
  parseItalianWholeNumber,
  profiloOperativoFormSchema,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { domainListQuery } from '../../api.ts';
import { canProceed, type ModuleFormProps, ProceedButton } from '../../wizard/index.ts';
import { useModuleForm } from '../shared/use-module-form.ts';
import { CountryList } from './CountryList.tsx';
import type { ProfiloOperativoValues } from './values.ts';

const MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

/** Messages of a country list: one per row, and the list's own. */
function listErrors(error: unknown): { rows: (string | undefined)[]; list: string | undefined } {
  if (!error) return { rows: [], list: undefined };
  const e = error as FieldError & Record<number, FieldError | undefined> & { root?: FieldError };
  const rows = Array.from({ length: 3 }, (_, i) => e[i]?.message);
  return { rows, list: e.root?.message ?? e.message };
}

/** A whole number typed in Italian format (1.250), empty allowed: revenue and employees. */
/** A country list (import or export) as a form field: at most 3, each row with its own message. */
function CountryField({
  control,
  name,
  deps,
  options,
  disabled,
}: {
  control: Control<ProfiloOperativoValues, unknown, ProfiloOperativoDraft>;
  name: 'paesiImport' | 'paesiExport';
  deps?: 'percentualeExport'[];
  options: { value: string; label: string }[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : {}}
      render={({ field, fieldState }) => {
        const errors = listErrors(fieldState.error);
        return (
          <CountryList
            label={t(`modules.profiloOperativo.fields.${name}`)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={options}
            rowErrors={errors.rows}
            error={errors.list}
            disabled={disabled}
          />
        );
      }}
    />
  );
}

function WholeNumberField({
  control,
  name,
  ...props
}: {
  control: Control<ProfiloOperativoValues, unknown, ProfiloOperativoDraft>;
  name: 'fatturato' | 'numeroDipendenti';
  label: string;
  description?: string;
  rightSection?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <WholeNumberInput
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * A whole number typed in Italian (1.250): the text stays as typed; the form gets its number, or
 * NaN when it is not a whole number ('12.5', '12,5'), which the domain schema refuses — never a
 * different number (NumberInput with '.' as thousands separator read '12.5' as 125).
 */
function WholeNumberInput({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  ...props
}: {
  value: number | '';
  onChange: (value: number | '') => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  label: string;
  description?: string;
  rightSection?: ReactNode;
}) {
  const [text, setText] = useState(() => (value === '' ? '' : formatInteger(value)));
  return (
    <TextInput
      {...props}
      ref={inputRef}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const parsed = parseItalianWholeNumber(typed);
        // a whole number is shown grouped (1.500); anything else stays as typed, with its message
        setText(typeof parsed === 'number' && !Number.isNaN(parsed) ? formatInteger(parsed) : typed);
        onChange(parsed);
      }}
      onBlur={onBlur}
      error={error}
      inputMode="numeric"
    />
  );
}

/**
 * Operating-profile data collection (spec part 2 §2 and §5): revenue in thousands of euro,
 * employees, import countries, export share (0–100, step 10) and export countries. Empty inputs
 * are left out of the write.
 */
export function ProfiloOperativoForm({
  initialValues,
  fromDraft,
  submitting,
  onSubmit,
}: ModuleFormProps<ProfiloOperativoValues>) {
  const { t } = useTranslation();
  const sliderLabelId = useId();
  const paesi = useQuery(domainListQuery('paesi'));
  const options = (paesi.data ?? []).map((p) => ({ value: p.cd_paese, label: p.denominazione }));

  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    formState: { isDirty, isValid },
  } = useModuleForm(profiloOperativoFormSchema, initialValues);

  // Data that came filled in (saved data or the report) shows its problems at once.
  useEffect(() => {
    void trigger();
  }, [trigger]);

  const submit = handleSubmit((draft) =>
    onSubmit(dropEmptyStrings(draft) as Record<string, unknown>, getValues()),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Text c="dimmed">{t('modules.profiloOperativo.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <WholeNumberField
            control={control}
            name="fatturato"
            label={t('modules.profiloOperativo.fields.fatturato')}
            description={t('modules.profiloOperativo.fatturatoUnit')}
            rightSection={
              <Text size="sm" c="dimmed" aria-hidden="true">
                k€
              </Text>
            }
          />
          <WholeNumberField
            control={control}
            name="numeroDipendenti"
            label={t('modules.profiloOperativo.fields.numeroDipendenti')}
          />
        </SimpleGrid>

        <CountryField control={control} name="paesiImport" options={options} disabled={!paesi.isSuccess} />

        <Controller
          control={control}
          name="percentualeExport"
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('modules.profiloOperativo.fields.percentualeExport')}
              labelElement="div"
              id={sliderLabelId}
              error={fieldState.error?.message}
            >
              <Slider
                mt="xs"
                mb="xl"
                // the end marks ('0%', '100%') are centred on the track's ends: room for their halves
                mx="md"
                min={0}
                max={100}
                step={EXPORT_STEP}
                marks={MARKS}
                label={(value) => `${value}%`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                thumbProps={{
                  'aria-labelledby': `${sliderLabelId}-label`,
                  'aria-valuetext': `${field.value}%`,
                }}
              />
            </Input.Wrapper>
          )}
        />

        <CountryField
          control={control}
          name="paesiExport"
          deps={['percentualeExport']}
          options={options}
          disabled={!paesi.isSuccess}
        />

        <ProceedButton
          submitting={submitting}
          changed={isDirty}
          disabled={!canProceed({ valid: isValid, changed: isDirty, fromDraft })}
        />
      </Stack>
    </form>
  );
}
