import { Alert, Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import {
  type CertificateStatus,
  type CertificateVerification,
  formatInstant,
  formatInstantTime,
} from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck, IconClockX, IconReplace } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#i18n';
import { FileCheck } from './FileCheck.tsx';
import { IssuedSections } from './IssuedSections.tsx';

const STATUS: Record<CertificateStatus, { color: string; icon: ReactNode }> = {
  valid: { color: 'green', icon: <IconCircleCheck aria-hidden="true" /> },
  expired: { color: 'orange', icon: <IconClockX aria-hidden="true" /> },
  superseded: { color: 'yellow', icon: <IconReplace aria-hidden="true" /> },
  revoked: { color: 'red', icon: <IconAlertTriangle aria-hidden="true" /> },
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * What the public verification page shows (issue 17 §1): the status now, the company, the dates,
 * the sections with their values as issued, the PDF check and where the signed claims are.
 */
export function VerificationView({ v, extra }: { v: CertificateVerification; extra?: ReactNode }) {
  const { t } = useTranslation();
  const status = STATUS[v.status];
  return (
    <Stack gap="lg">
      <Alert
        color={status.color}
        icon={status.icon}
        variant="light"
        title={t(`certificate.verify.status.${v.status}`)}
        data-testid="certificate-status"
        data-status={v.status}
      >
        {t(`certificate.verify.statusText.${v.status}`, {
          date: v.endedAt ? formatInstant(v.endedAt) : formatInstant(v.expiresAt),
        })}
      </Alert>
      {extra}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="verified-company">
        <Title order={2} fz="h4" id="verified-company" mb="sm">
          {v.company.denominazione}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          <Fact label={t('certificate.verify.taxCode')}>{v.company.codiceFiscale}</Fact>
          <Fact label={t('certificate.verify.vat')}>{v.company.partitaIva ?? '-'}</Fact>
          <Fact label={t('certificate.verify.address')}>{v.company.sede}</Fact>
          <Fact label={t('certificate.verify.id')}>
            <Text span ff="monospace">
              {v.id}
            </Text>
          </Fact>
          <Fact label={t('certificate.verify.issuedAt')}>{formatInstant(v.issuedAt)}</Fact>
          <Fact label={t('certificate.verify.expiresAt')}>{formatInstant(v.expiresAt)}</Fact>
          <Fact label={t('certificate.verify.checkedAt')}>{formatInstantTime(v.checkedAt)}</Fact>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="verified-sections">
        <Title order={2} fz="h4" id="verified-sections">
          {t('certificate.verify.sections')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('certificate.verify.sectionsHint')}
        </Text>
        {v.sections.length ? (
          <IssuedSections sections={v.sections} />
        ) : (
          <Text c="dimmed">{t('certificate.verify.noSections')}</Text>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <FileCheck sha256={v.sha256} />
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="verified-signature">
        <Title order={2} fz="h4" id="verified-signature">
          {t('certificate.verify.signedTitle')}
        </Title>
        <Text size="sm" mt="xs">
          {t('certificate.verify.signedText')}
        </Text>
        <Stack gap={4} mt="sm">
          <Anchor href={v.jwsUrl} size="sm">
            {t('certificate.verify.jws')}
          </Anchor>
          <Anchor href={v.jwksUrl} size="sm">
            {t('certificate.verify.jwks')}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
            SHA-256 {v.sha256}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
