import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type CertificateStatus, formatInstant, type IssuedCertificate } from '@portal/domain';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#i18n';
import { useRevokeCertificate } from './api.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { CopyLinkButton } from './CopyLinkButton.tsx';

export const STATUS_COLOR: Record<CertificateStatus, string> = {
  valid: 'green',
  expired: 'orange',
  superseded: 'yellow',
  revoked: 'red',
};

/** The current certificate's id, status, expiry and verification address; revoking it. */
export function CurrentCertificate({
  certificate,
  canAct,
}: {
  certificate: IssuedCertificate;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('certificate.share.statusLabel')}:
        </Text>
        <Badge color={STATUS_COLOR[certificate.status]} variant="light" data-testid="own-certificate-status">
          {t(`certificate.verify.status.${certificate.status}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {t('certificate.verify.id')}:{' '}
        <Text span ff="monospace" data-testid="certificate-id">
          {certificate.id}
        </Text>
      </Text>
      <Text size="sm">
        {t('certificate.verify.issuedAt')} {formatInstant(certificate.issuedAt)} ·{' '}
        {t('certificate.verify.expiresAt')} {formatInstant(certificate.expiresAt)}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('certificate.share.verifyAddress')}:{' '}
          <Anchor href={certificate.verifyUrl} target="_blank" rel="noopener">
            {certificate.verifyUrl}
          </Anchor>
        </Text>
        <CopyLinkButton value={certificate.verifyUrl} variant="subtle" />
      </Group>
      {canAct && certificate.status === 'valid' && (
        <Group>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconShieldOff size={16} aria-hidden="true" />}
            onClick={() => setAsking(true)}
          >
            {t('certificate.share.revokeCertificate')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={asking}
        title={t('certificate.share.revokeTitle')}
        text={t('certificate.share.revokeText')}
        confirm={t('certificate.share.confirmRevoke')}
        loading={revoke.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </Stack>
  );
}
