import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Dialog } from '../../../../components/Dialog.tsx';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { MANAGEMENT_ROLES, MAX_OFFICERS, managementFormSchema } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import { canProceed, type ModuleFormProps, ProceedButton } from '../../wizard/index.ts';
import { useModuleForm } from '../shared/use-module-form.ts';
import classes from './Form.module.css';
import { EMPTY_OFFICER, type ManagementValues } from './values.ts';

const upperCaseInput = { input: { textTransform: 'uppercase' as const } };

/** Management data collection: the officers, each with name, tax/VAT code and roles (spec part 2 §2). */
export function ManagementForm({
  initialValues,
  fromDraft,
  submitting,
  onSubmit,
}: ModuleFormProps<ManagementValues>) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { control, register, handleSubmit, trigger, getValues, getFieldState, formState } = useModuleForm(
    managementFormSchema,
    initialValues,
  );
  const { errors, isDirty, isValid, isSubmitted } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'esponenti' });
  const [toRemove, setToRemove] = useState<number | null>(null);
  // Officers that came filled in show their problems at once; a new one once a field was left.
  const [restored] = useState(
    () => new Set(fields.flatMap((f, i) => (initialValues.esponenti[i] ? [f.id] : []))),
  );
  const shown = (fieldId: string, name: Parameters<typeof getFieldState>[0], message?: string) =>
    restored.has(fieldId) || isSubmitted || getFieldState(name, formState).isTouched ? message : undefined;

  // Officers that came filled in (saved data or the report) show their problems at once.
  useEffect(() => {
    if (initialValues.esponenti.some((o) => o.denominazione || o.cfPiva)) void trigger();
  }, [initialValues, trigger]);

  const roleOptions = MANAGEMENT_ROLES.map((r) => ({ value: r.code, label: r[locale] }));
  const submit = handleSubmit((draft) => onSubmit(draft, getValues()));
  const listError = errors.esponenti?.root?.message ?? errors.esponenti?.message;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('modules.management.intro')}</Text>
        {fields.map((field, index) => {
          const number = index + 1;
          const officerErrors = errors.esponenti?.[index];
          return (
            <Paper
              key={field.id}
              withBorder
              p="md"
              role="group"
              aria-label={t('modules.management.officer', { number })}
            >
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5">
                  {t('modules.management.officer', { number })}
                </Title>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setToRemove(index)}
                  aria-label={t('modules.management.remove', { number })}
                  title={t('modules.management.remove', { number })}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('modules.management.fields.denominazione')}
                  required
                  styles={upperCaseInput}
                  error={shown(
                    field.id,
                    `esponenti.${index}.denominazione`,
                    officerErrors?.denominazione?.message,
                  )}
                  {...register(`esponenti.${index}.denominazione`)}
                />
                <TextInput
                  label={t('modules.management.fields.cfPiva')}
                  required
                  styles={upperCaseInput}
                  error={shown(field.id, `esponenti.${index}.cfPiva`, officerErrors?.cfPiva?.message)}
                  {...register(`esponenti.${index}.cfPiva`)}
                />
              </SimpleGrid>
              <Controller
                control={control}
                name={`esponenti.${index}.cariche`}
                render={({ field: roles, fieldState }) => (
                  <MultiSelect
                    mt="sm"
                    label={t('modules.management.fields.cariche')}
                    required
                    data={roleOptions}
                    value={roles.value}
                    onChange={roles.onChange}
                    onBlur={roles.onBlur}
                    ref={roles.ref}
                    error={shown(field.id, `esponenti.${index}.cariche`, fieldState.error?.message)}
                    hidePickedOptions
                    clearable
                    classNames={{ pill: classes.pill }}
                  />
                )}
              />
            </Paper>
          );
        })}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => append({ ...EMPTY_OFFICER })}
            disabled={fields.length >= MAX_OFFICERS}
          >
            {t('modules.management.add')}
          </Button>
          <ProceedButton
            submitting={submitting}
            changed={isDirty}
            disabled={!canProceed({ valid: isValid, changed: isDirty, fromDraft })}
          />
        </Group>
      </Stack>
      <Dialog
        opened={toRemove !== null}
        onClose={() => setToRemove(null)}
        title={t('modules.management.removeTitle')}
        centered
      >
        <Text>{t('modules.management.removeConfirm', { number: (toRemove ?? 0) + 1 })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToRemove(null)} data-autofocus>
            {t('modules.management.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (toRemove !== null) remove(toRemove);
              setToRemove(null);
            }}
          >
            {t('modules.management.confirmRemove')}
          </Button>
        </Group>
      </Dialog>
    </form>
  );
}
