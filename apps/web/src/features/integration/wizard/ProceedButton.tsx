import './register-locales.ts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '#i18n';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/** Whether 'Procedi' may submit: valid, and changed or started from a draft that is not saved. */
export const canProceed = (state: { valid: boolean; changed: boolean; fromDraft?: boolean | undefined }) =>
  state.valid && (state.changed || state.fromDraft === true);

/**
 * 'Procedi': submits data collection (the write); at the end of every module form. `changed`
 * (the form differs from where it started) also guards the edits against leaving unsaved.
 */
export function ProceedButton({
  submitting,
  disabled,
  changed,
  label,
}: {
  submitting: boolean;
  disabled: boolean;
  changed: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <UnsavedChangesGuard when={changed && !submitting} />
      <Button type="submit" loading={submitting} disabled={disabled}>
        {label ?? t('wizard.proceed')}
      </Button>
    </Group>
  );
}
