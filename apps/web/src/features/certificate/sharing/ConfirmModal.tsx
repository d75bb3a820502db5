import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '#i18n';

/** A yes/no question before an action that cannot be undone. */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text size="sm">{props.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
          {t('certificate.share.cancel')}
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.loading}>
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
