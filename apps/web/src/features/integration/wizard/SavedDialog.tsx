import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import { Dialog } from '../../../components/Dialog.tsx';
import type { SaveConfirmationProps } from './types.ts';

/**
 * The confirmation after saving for modules other than the three core ones (spec part 2 §2: they
 * show a confirmation dialog of their own). `keys` names the module's texts: `.title`, `.text`,
 * `.close`, `.goToHub`.
 */
export function SavedDialog({ keys, opened, onGoToHub, onClose }: SaveConfirmationProps & { keys: string }) {
  const { t } = useTranslation();
  return (
    <Dialog
      closeButtonProps={{ 'aria-label': t(`${keys}.close`) }}
      opened={opened}
      onClose={onClose}
      title={t(`${keys}.title`)}
      centered
    >
      <Text>{t(`${keys}.text`)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t(`${keys}.close`)}
        </Button>
        <Button onClick={onGoToHub} data-autofocus>
          {t(`${keys}.goToHub`)}
        </Button>
      </Group>
    </Dialog>
  );
}
