import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '#i18n';

/** A Mantine modal whose close button is named in the app's language ('Chiudi'). */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return (
    <Modal {...props} closeButtonProps={{ 'aria-label': t('common.close'), ...props.closeButtonProps }} />
  );
}
