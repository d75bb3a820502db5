import { Input, NumberInput, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Slider.css';
import {
  dropEmptyStrings,
  EXPORT_STEP,
  type ProfiloOperativoDraft,
  profiloOperativoFormSchema,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainListQuery } from '../../api.ts';
import { type ModuleFormProps, ProceedButton } from '../../wizard/index.ts';
import { useModuleForm } from '../shared/useModuleForm.ts';
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
        <NumberInput
          {...props}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          thousandSeparator="."
          decimalSeparator=","
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
        />
      )}
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

        <ProceedButton submitting={submitting} disabled={!isDirty || !isValid} />
      </Stack>
    </form>
  );
}
