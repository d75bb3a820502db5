import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Procedi': submits data collection (the write); at the end of every module form. */
export function ProceedButton({ submitting, disabled }: { submitting: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={submitting} disabled={disabled}>
        {t('wizard.proceed')}
      </Button>
    </Group>
  );
}
