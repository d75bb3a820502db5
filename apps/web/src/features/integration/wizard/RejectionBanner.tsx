import './register-locales.ts';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '#i18n';

/** 'Motivo del rifiuto' with the analysts' reason (spec part 1 §4). */
export function RejectionBanner({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('wizard.rejectionTitle')}
      icon={<IconAlertCircle aria-hidden="true" />}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {reason}
      </Text>
    </Alert>
  );
}
