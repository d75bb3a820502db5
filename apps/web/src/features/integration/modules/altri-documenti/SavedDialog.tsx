import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveConfirmationProps } from '../../../../components/ModuleWizard/index.ts';

/** The confirmation after saving the document (spec part 2 §2: other modules show their own dialog). */
export function OtherDocumentSavedDialog({ opened, onGoToHub, onClose }: SaveConfirmationProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('modules.altriDocumenti.saved.close') }}
      opened={opened}
      onClose={onClose}
      title={t('modules.altriDocumenti.saved.title')}
      centered
    >
      <Text>{t('modules.altriDocumenti.saved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('modules.altriDocumenti.saved.close')}
        </Button>
        <Button onClick={onGoToHub} data-autofocus>
          {t('modules.altriDocumenti.saved.goToHub')}
        </Button>
      </Group>
    </Modal>
  );
}
