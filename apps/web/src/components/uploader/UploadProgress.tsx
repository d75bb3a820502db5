import './register-locales.ts';
import { Progress, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useTranslation } from '#i18n';

/** The progress of a multipart upload (null: nothing travelling). */
export function UploadProgress({ value }: { value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return null;
  const label = t('uploader.progress', { percent: value });
  return (
    <div>
      <Progress value={value} aria-label={label} animated={value < 100} />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {label}
      </Text>
    </div>
  );
}
