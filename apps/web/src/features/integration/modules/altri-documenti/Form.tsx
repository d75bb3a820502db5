import { Group, List, Paper, Radio, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  altriDocumentiFormSchema,
  D11_GUIDE,
  DOCUMENT_TYPES,
  type DocumentTypeCode,
  OTHER_DOCUMENT_NOTE_MAX,
  OTHER_DOCUMENTS_HELP,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleFormProps } from '../../wizard/index.ts';
import { UploadField } from '../shared/UploadField.tsx';
import { UploadFooter } from '../shared/UploadFooter.tsx';
import { useModuleForm } from '../shared/use-module-form.ts';
import { OTHER_DOCUMENT_RULE, type OtherDocumentValues, otherDocumentFormData } from './values.ts';

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
  const [schema] = useState(() => altriDocumentiFormSchema<File>());
  const { control, handleSubmit, register, reset, watch, formState } = useModuleForm(schema, {
    ...initialValues,
    files: [],
  });
  const type = watch('tipoDocumento');
  const note = watch('noteDocumento');
  const locked = watch('files').length > 0;
  const noteError = formState.errors.noteDocumento?.message;

  // a new type starts over: file and note are cleared
  const changeType = (value: string) =>
    reset(
      { tipoDocumento: value as DocumentTypeCode, noteDocumento: '', files: [] },
      { keepDefaultValues: true },
    );

  const submit = handleSubmit(({ tipoDocumento, noteDocumento, files: [file] }) => {
    const code = tipoDocumento as DocumentTypeCode;
    if (file)
      onSubmit(otherDocumentFormData(code, noteDocumento, file), { tipoDocumento: code, noteDocumento });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text c="dimmed">{t('modules.altriDocumenti.intro')}</Text>
        <Paper withBorder p="sm" bg="var(--mantine-primary-color-light)">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={20} aria-hidden="true" />
            <Text size="sm">{t('modules.altriDocumenti.help', { help: OTHER_DOCUMENTS_HELP[locale] })}</Text>
          </Group>
        </Paper>
        <Radio.Group
          label={t('modules.altriDocumenti.type')}
          value={type}
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
          <Textarea
            label={t('modules.altriDocumenti.note')}
            description={t('modules.altriDocumenti.noteDescription', { max: OTHER_DOCUMENT_NOTE_MAX })}
            {...register('noteDocumento')}
            error={noteError}
            rows={3}
            disabled={submitting}
            rightSectionWidth={0}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
        )}
        {locked && (
          <Text size="xs" c={noteError ? 'red' : 'dimmed'} mt={-12} aria-live="polite">
            {t('modules.altriDocumenti.noteCount', {
              count: note.trim().length,
              max: OTHER_DOCUMENT_NOTE_MAX,
            })}
          </Text>
        )}
        <UploadFooter
          submitting={submitting}
          uploadProgress={uploadProgress}
          form={formState}
          label={t('modules.altriDocumenti.proceed')}
        />
      </Stack>
    </form>
  );
}
