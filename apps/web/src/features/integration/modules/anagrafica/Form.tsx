import {
  Button,
  Group,
  Input,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import {
  ACTIVITY_STATUSES,
  type AtecoEntry,
  anagraficaFormSchema,
  REGISTRY_DESCRIPTION_MAX,
} from '@portal/domain';
import { IconListSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { preloadDialog } from '../../../../components/Dialog.tsx';
import { OnDemandSelect } from '../../../../components/OnDemandSelect.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import { domainListQuery, municipalitiesQuery } from '../../api.ts';
import { canProceed, type ModuleFormProps, ProceedButton } from '../../wizard/index.ts';
import { withCurrent } from '../select-options.ts';
import { useModuleForm } from '../shared/use-module-form.ts';
import { atecoLabel } from './ateco-label.ts';
import { type AnagraficaValues, anagraficaPayload, atecoValue, TEXT_FIELDS } from './values.ts';

/** The sector picker (its list, filter and scroll area) opens on a click: its own chunk (WEB-10). */
const AtecoPicker = lazy(() => import('./AtecoPicker.tsx').then((m) => ({ default: m.AtecoPicker })));

const upperCaseInput = { input: { textTransform: 'uppercase' as const } };
const isProvinceCode = (value: string) => /^[A-Z]{2}$/.test(value);

/** Registry data collection (spec part 2 §2 and §5, Registry). */
export function AnagraficaForm({
  initialValues,
  fromDraft,
  submitting,
  onSubmit,
}: ModuleFormProps<AnagraficaValues>) {
  const { t } = useTranslation();
  const f = (field: string) => t(`modules.anagrafica.fields.${field}`);
  const locale = currentLocale();
  const [pickerOpen, setPickerOpen] = useState(false);
  // The picker is mounted (closed) from the first sign of interest in it, then opened by the click.
  const [pickerWanted, setPickerWanted] = useState(false);
  const wantPicker = () => {
    setPickerWanted(true);
    preloadDialog();
  };

  const {
    control,
    register,
    handleSubmit,
    setValue,
    trigger,
    watch,
    formState: { errors, isDirty, isValid },
  } = useModuleForm(anagraficaFormSchema, initialValues);

  // Values that came filled in (saved data or the report) show their problems at once.
  useEffect(() => {
    const filled = TEXT_FIELDS.filter((field) => initialValues[field] !== '');
    if (filled.length) void trigger(filled);
  }, [initialValues, trigger]);

  const natureGiuridiche = useQuery(domainListQuery('natureGiuridiche'));
  const province = useQuery(domainListQuery('province'));
  const provincia = watch('provincia');
  const comuni = useQuery({ ...municipalitiesQuery(provincia), enabled: isProvinceCode(provincia) });
  const loadingComuni = isProvinceCode(provincia) && comuni.isPending;
  const ateco = watch('ateco');
  const descrizione = watch('descrizione');

  const natureOptions = withCurrent(
    (natureGiuridiche.data ?? []).map((n) => ({ value: n.cd_natgiu, label: n.denominazione })),
    watch('naturaGiuridica'),
  );
  const provinceOptions = withCurrent(
    (province.data ?? []).map((p) => ({ value: p.cd_provincia, label: p.denominazione })),
    provincia,
  );
  const comuneOptions = (comuni.data ?? []).map((c) => ({ value: c.comune, label: c.comune }));
  const statusOptions = ACTIVITY_STATUSES.map((s) => ({ value: s.code, label: s[locale] }));

  const chooseAteco = (entry: AtecoEntry) => {
    setValue('ateco', atecoValue(entry.codice, entry.descrizione, entry.versione), {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    setPickerOpen(false);
  };

  const submit = handleSubmit((draft) => onSubmit(anagraficaPayload(draft), watch()));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Text c="dimmed">{t('modules.anagrafica.intro')}</Text>

        <Stack gap="md">
          <Title order={3} size="h4">
            {t('modules.anagrafica.sections.company')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="naturaGiuridica"
              render={({ field, fieldState }) => (
                <OnDemandSelect
                  allowDeselect={false}
                  label={f('naturaGiuridica')}
                  required
                  searchable
                  data={natureOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  disabled={natureGiuridiche.isPending}
                  nothingFoundMessage={t('modules.anagrafica.nothingFound')}
                />
              )}
            />
            <Controller
              control={control}
              name="statoAttivita"
              render={({ field, fieldState }) => (
                <OnDemandSelect
                  allowDeselect={false}
                  label={f('statoAttivita')}
                  required
                  data={statusOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>

          <Input.Wrapper
            label={f('ateco')}
            required
            error={errors.ateco?.codice?.message ?? errors.ateco?.message}
            labelElement="div"
          >
            <Group gap="sm" wrap="wrap" align="center" mt={4}>
              <Text
                flex="1 1 16rem"
                size="sm"
                c={ateco.codice ? undefined : 'dimmed'}
                data-testid="ateco-value"
                aria-live="polite"
              >
                {ateco.codice
                  ? `${atecoLabel(ateco)}${ateco.versione ? ` (${t(`modules.anagrafica.ateco.edition${ateco.versione}`)})` : ''}`
                  : t('modules.anagrafica.ateco.none')}
              </Text>
              <Button
                variant="light"
                leftSection={<IconListSearch size={16} aria-hidden="true" />}
                onPointerEnter={wantPicker}
                onFocus={wantPicker}
                onClick={() => {
                  wantPicker();
                  setPickerOpen(true);
                }}
              >
                {t('modules.anagrafica.ateco.choose')}
              </Button>
            </Group>
          </Input.Wrapper>

          <Textarea
            label={f('descrizione')}
            rows={4}
            resize="vertical"
            description={t('modules.anagrafica.descriptionCount', {
              count: descrizione.length,
              max: REGISTRY_DESCRIPTION_MAX,
            })}
            error={errors.descrizione?.message}
            {...register('descrizione')}
          />
          <TextInput
            label={f('insegnaMarca')}
            styles={upperCaseInput}
            error={errors.insegnaMarca?.message}
            {...register('insegnaMarca')}
          />
        </Stack>

        <Stack gap="md">
          <Title order={3} size="h4">
            {t('modules.anagrafica.sections.office')}
          </Title>
          <TextInput
            label={f('indirizzo')}
            required
            styles={upperCaseInput}
            error={errors.indirizzo?.message}
            {...register('indirizzo')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={f('cap')}
              required
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.cap?.message}
              {...register('cap')}
            />
            <Controller
              control={control}
              name="provincia"
              render={({ field, fieldState }) => (
                <OnDemandSelect
                  allowDeselect={false}
                  label={f('provincia')}
                  required
                  searchable
                  data={provinceOptions}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    // another province: its municipality list is a different one
                    setValue('comune', '', { shouldDirty: true, shouldValidate: true });
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  disabled={province.isPending}
                  nothingFoundMessage={t('modules.anagrafica.nothingFound')}
                />
              )}
            />
            <Controller
              control={control}
              name="comune"
              render={({ field, fieldState }) => {
                const match = comuneOptions.find(
                  (o) => o.value.toLocaleUpperCase('it') === field.value.toLocaleUpperCase('it'),
                );
                const options =
                  field.value && !match
                    ? [{ value: field.value, label: field.value }, ...comuneOptions]
                    : comuneOptions;
                return (
                  <OnDemandSelect
                    allowDeselect={false}
                    label={f('comune')}
                    required
                    searchable
                    data={options}
                    value={match?.value ?? (field.value || null)}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    // while the province's list loads the field says so, not 'Campo obbligatorio'
                    error={loadingComuni ? undefined : fieldState.error?.message}
                    // the list loads once a province is chosen; until then the field is disabled
                    disabled={!isProvinceCode(provincia) || !comuni.isSuccess}
                    rightSection={loadingComuni ? <Loader size="xs" aria-hidden="true" /> : undefined}
                    aria-busy={loadingComuni || undefined}
                    description={
                      comuni.isError
                        ? t('modules.anagrafica.comuniError')
                        : loadingComuni
                          ? t('modules.anagrafica.comuniLoading')
                          : undefined
                    }
                    nothingFoundMessage={t('modules.anagrafica.nothingFound')}
                  />
                );
              }}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="md">
          <Title order={3} size="h4">
            {t('modules.anagrafica.sections.contacts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={f('telefono')}
              type="tel"
              inputMode="tel"
              error={errors.telefono?.message}
              {...register('telefono')}
            />
            <TextInput label={f('email')} type="email" error={errors.email?.message} {...register('email')} />
            <TextInput label={f('pec')} type="email" error={errors.pec?.message} {...register('pec')} />
            <TextInput
              label={f('sitoInternet')}
              error={errors.sitoInternet?.message}
              {...register('sitoInternet')}
            />
          </SimpleGrid>
        </Stack>

        <ProceedButton
          submitting={submitting}
          changed={isDirty}
          disabled={!canProceed({ valid: isValid, changed: isDirty, fromDraft })}
        />
      </Stack>

      {pickerWanted && (
        <Suspense fallback={null}>
          <AtecoPicker
            opened={pickerOpen}
            onClose={() => setPickerOpen(false)}
            onSelect={chooseAteco}
            selected={ateco.codice ? ateco : null}
          />
        </Suspense>
      )}
    </form>
  );
}
