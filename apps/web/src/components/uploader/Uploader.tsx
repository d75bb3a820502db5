import './register-locales.ts';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { allowedExtensions, type FileKind, MESSAGES, maxMb } from '@portal/domain';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../lib/i18n.ts';
import { localized } from '../../lib/messages.ts';
import { acceptAttribute, checkFiles, formatSize, UPLOADER_DEFAULTS } from './rules.ts';

export interface UploaderProps {
  /** Visible label of the drop area (also the accessible name of the picker). */
  label: string;
  description?: string;
  /** Accepted kinds; default pdf and jpeg. */
  kinds?: readonly FileKind[];
  /** Default 10 MB (10485760 bytes). */
  maxBytes?: number;
  /** 0 = unlimited (default). */
  maxFiles?: number;
  multiple?: boolean;
  /** The chosen files (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  required?: boolean;
}

/**
 * The generic uploader (spec part 2 §5): a drop area with a button that opens the native picker,
 * client-side checks with the spec messages under the 'Errore' prefix, and the list of chosen
 * files with a remove button each.
 */
export function Uploader({
  label,
  description,
  kinds = UPLOADER_DEFAULTS.kinds,
  maxBytes = UPLOADER_DEFAULTS.maxBytes,
  maxFiles = UPLOADER_DEFAULTS.maxFiles,
  multiple = false,
  files,
  onChange,
  disabled = false,
  required = false,
}: UploaderProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const rule = { kinds, maxBytes, maxFiles: multiple ? maxFiles : 1 };

  const add = (incoming: readonly File[]) => {
    const result = checkFiles(files, incoming, rule);
    setErrors(result.errors);
    if (result.files.length !== files.length) onChange(result.files);
  };
  const remove = (index: number) => {
    setErrors([]);
    onChange(files.filter((_, i) => i !== index));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    add(Array.from(event.dataTransfer.files));
  };

  const hint =
    rule.maxFiles > 0 && multiple
      ? t('uploader.hintMax', {
          extensions: allowedExtensions(rule),
          maxMb: maxMb(rule),
          maxFiles: rule.maxFiles,
        })
      : t('uploader.hint', { extensions: allowedExtensions(rule), maxMb: maxMb(rule) });
  const full = rule.maxFiles > 0 && files.length >= rule.maxFiles;

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} fw={500} size="sm">
        {label}
        {required && (
          <Text span c="red" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </Text>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Paper
        withBorder
        p="md"
        data-testid="uploader-drop"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Group gap="sm" justify="center">
          <IconUpload size={20} aria-hidden="true" />
          <Text size="sm">{t(multiple ? 'uploader.dropMany' : 'uploader.drop')}</Text>
          <Button
            variant="light"
            size="xs"
            disabled={disabled || full}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint`}
          >
            {t('uploader.choose')}
          </Button>
        </Group>
        <Text id={`${id}-hint`} size="xs" c="dimmed" ta="center" mt="xs">
          {hint}
        </Text>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          hidden
          aria-label={label}
          accept={acceptAttribute(kinds)}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            // the same file may be picked again after a removal
            event.currentTarget.value = '';
          }}
        />
      </Paper>
      {errors.length > 0 && (
        <Alert color="red" variant="light" title={localized(MESSAGES.uploaderErrorPrefix)} role="alert">
          <Stack gap={2}>
            {errors.map((message) => (
              <Text key={message} size="sm">
                {localized(message)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {files.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          aria-label={t('uploader.chosen')}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {files.map((file, index) => (
            <Group
              key={`${file.name}-${file.size}-${file.lastModified}`}
              component="li"
              gap="xs"
              wrap="nowrap"
            >
              <IconFile size={16} aria-hidden="true" />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSize(file.size, locale)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={disabled}
                aria-label={t('uploader.remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
