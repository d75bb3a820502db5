import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '#i18n';

/**
 * The dialog itself: a Mantine modal whose close button is named in the app's language ('Chiudi').
 * Its own chunk (with the modal's scroll lock and focus trap), loaded by `Dialog` on first open.
 */
export default function DialogModal(props: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal {...props} closeButtonProps={{ 'aria-label': t('common.close'), ...props.closeButtonProps }} />
  );
}
