import './register-locales.ts';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '#i18n';
import { Dialog } from '../../../components/Dialog.tsx';

interface SaveCompletedModalProps {
  opened: boolean;
  onGoToHub: () => void;
  onClose: () => void;
}

/**
 * 'Salvataggio completato' (spec part 2 §2, registry, management and operating profile): the data
 * still has to be sent through the sharing process on the data-integration page.
 */
export function SaveCompletedModal({ opened, onGoToHub, onClose }: SaveCompletedModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('wizard.saved.title')} centered>
      <Text>{t('wizard.saved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onGoToHub} data-autofocus>
          {t('wizard.saved.goToHub')}
        </Button>
      </Group>
    </Dialog>
  );
}
