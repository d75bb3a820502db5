import { Button, Group, List, Paper, Radio, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Radio.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  altriDocumentiFormSchema,
  D11_GUIDE,
  DOCUMENT_TYPES,
  type DocumentTypeCode,
  OTHER_DOCUMENT_NOTE_MAX,
  OTHER_DOCUMENTS_HELP,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModuleFormProps } from '../../../../components/ModuleWizard/index.ts';
import { UploadProgress } from '../../../../components/Uploader/UploadProgress.tsx';
import { currentLocale } from '../../../../lib/i18n.ts';
import { UploadField } from '../shared/UploadField.tsx';
import { OTHER_DOCUMENT_RULE, type OtherDocumentValues, otherDocumentFormData } from './values.ts';

const schema = altriDocumentiFormSchema<File>();

/**
 * Step 1 of other documents (spec part 2 §2, §5): one of the 11 types, one pdf of at most 50 MB;
 * once a file is chosen the other types are locked and the optional note (≤ 250) appears.
 */
export function AltriDocumentiForm({
  initialValues,
  submitting,
  uploadProgress = null,
  onSubmit,
}: ModuleFormProps<OtherDocumentValues>) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { control, handleSubmit, setValue, watch, formState } = useForm({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      tipoDocumento: initialValues.tipoDocumento || undefined,
      files: [],
      noteDocumento: initialValues.noteDocumento,
    },
  });
  const type = watch('tipoDocumento');
  const note = watch('noteDocumento');
  const locked = watch('files').length > 0;

  const changeType = (value: string) => {
    setValue('tipoDocumento', value as DocumentTypeCode, { shouldValidate: true });
    // a new type starts over: file and note are cleared
    setValue('files', [], { shouldValidate: true });
    setValue('noteDocumento', '', { shouldValidate: true });
  };

  const submit = handleSubmit((values) => {
    const [file] = values.files;
    if (!file) return;
    onSubmit(otherDocumentFormData(values.tipoDocumento, values.noteDocumento, file), {
      tipoDocumento: values.tipoDocumento,
      noteDocumento: values.noteDocumento,
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('modules.altriDocumenti.intro')}</Text>
        <Paper withBorder p="sm" bg="var(--mantine-primary-color-light)">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={20} aria-hidden="true" />
            <Text size="sm">{t('modules.altriDocumenti.help', { help: OTHER_DOCUMENTS_HELP })}</Text>
          </Group>
        </Paper>
        <Radio.Group
          label={t('modules.altriDocumenti.type')}
          value={type ?? ''}
          onChange={changeType}
          description={locked ? t('modules.altriDocumenti.lockedTooltip') : undefined}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {DOCUMENT_TYPES.map((option) => {
              const disabled = submitting || (locked && option.code !== type);
              return (
                <Tooltip
                  key={option.code}
                  label={t('modules.altriDocumenti.lockedTooltip')}
                  disabled={!(locked && option.code !== type)}
                  position="top-start"
                  withinPortal
                >
                  <div>
                    <Radio value={option.code} label={option[locale]} disabled={disabled} />
                  </div>
                </Tooltip>
              );
            })}
          </Stack>
        </Radio.Group>
        {type === 'd11' && (
          <Stack gap={4}>
            <Text size="sm">{t('modules.altriDocumenti.guideIntro')}</Text>
            <List size="sm" aria-label={t('modules.altriDocumenti.guideIntro')}>
              {D11_GUIDE.map((item) => (
                <List.Item key={item.it}>{item[locale]}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {type && (
          <UploadField
            control={control}
            name="files"
            rule={OTHER_DOCUMENT_RULE}
            label={t('modules.altriDocumenti.file')}
            disabled={submitting}
          />
        )}
        {locked && (
          <Controller
            control={control}
            name="noteDocumento"
            render={({ field, fieldState }) => (
              <Textarea
                label={t('modules.altriDocumenti.note')}
                description={t('modules.altriDocumenti.noteDescription', { max: OTHER_DOCUMENT_NOTE_MAX })}
                {...field}
                error={fieldState.error?.message}
                rows={3}
                disabled={submitting}
                rightSectionWidth={0}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
              />
            )}
          />
        )}
        {locked && (
          <Text size="xs" c={formState.errors.noteDocumento ? 'red' : 'dimmed'} mt={-12} aria-live="polite">
            {t('modules.altriDocumenti.noteCount', {
              count: note.trim().length,
              max: OTHER_DOCUMENT_NOTE_MAX,
            })}
          </Text>
        )}
        <UploadProgress value={submitting ? uploadProgress : null} />
        <Group justify="flex-end">
          <Button type="submit" disabled={!formState.isValid} loading={submitting}>
            {t('modules.altriDocumenti.proceed')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
