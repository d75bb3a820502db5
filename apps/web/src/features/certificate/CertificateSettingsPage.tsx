import './register-locales.ts';
import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { CERTIFICATE_SECTIONS, type CertificateConfig, formatDate, TOAST_TIMEOUT_MS } from '@portal/domain';
import { IconCheck, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#i18n';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { latestReportsQuery, useReportPdfDownload } from '../../lib/reports.ts';
import { certificateConfigQuery, useRegenerateCertificate, useSaveCertificateConfig } from './api.ts';
import { SharingSection } from './sharing/SharingSection.tsx';

type Notice = 'saved' | 'regenerated' | null;

const sameConfig = (a: CertificateConfig, b: CertificateConfig) =>
  CERTIFICATE_SECTIONS.every((key) => a[key] === b[key]);

/**
 * 'Impostazioni del tuo attestato' (spec part 1 §2.4, §4): four toggles; save only when they differ
 * from the stored ones; on success 'Modifiche salvate' for 5000 ms and the certificate info is
 * re-read. Also regenerate the certificate and download the last one (`{cdRichiesta}.pdf`; a
 * failure is only logged).
 */
export default function CertificateSettingsPage() {
  const { t } = useTranslation();
  const stored = useQuery(certificateConfigQuery);
  const reports = useQuery(latestReportsQuery);
  const save = useSaveCertificateConfig();
  const regenerate = useRegenerateCertificate();
  const download = useReportPdfDownload();
  const [draft, setDraft] = useState<CertificateConfig | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const sectionsId = useId();

  // The success alert closes by itself after TOAST_TIMEOUT_MS.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const title = <PageTitle>{t('certificate.title')}</PageTitle>;
  if (stored.isPending) {
    return (
      <Stack gap="lg">
        {title}
        <LoadingState />
      </Stack>
    );
  }

  const info = reports.data?.rapportiCredibility;
  const values = draft ?? stored.data ?? null;
  const changed = values !== null && stored.data !== undefined && !sameConfig(values, stored.data);
  const lastDate = formatDate(info?.dataEvasioneUltimoAttestato);
  const certificate = info?.cdRichiestaUltimoAttestato ?? null;
  const report = info?.cdRichiestaUltimoEvaso ?? null;

  const onSave = () => {
    if (!values || !changed) return;
    setNotice(null);
    save.mutate(values, {
      onSuccess: () => {
        setDraft(null);
        setNotice('saved');
      },
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      {title}
      <Text c="dimmed">{t('certificate.intro')}</Text>

      {notice && (
        <Alert
          role="status"
          color="green"
          variant="light"
          icon={<IconCheck aria-hidden="true" />}
          title={t(notice === 'saved' ? 'certificate.saved' : 'certificate.regenerated')}
          withCloseButton
          closeButtonLabel={t('certificate.closeNotice')}
          onClose={() => setNotice(null)}
        />
      )}

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={sectionsId}>
        <Title order={2} fz="h4" id={sectionsId}>
          {t('certificate.sections')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('certificate.sectionsHint')}
        </Text>
        {stored.isError || !values ? (
          <Text c="dimmed">{t('certificate.configError')}</Text>
        ) : (
          <Stack gap="md">
            {CERTIFICATE_SECTIONS.map((key) => (
              <Switch
                key={key}
                size="md"
                checked={values[key]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setDraft({ ...values, [key]: checked });
                }}
                label={t(`certificate.toggles.${key}.label`)}
                description={t(`certificate.toggles.${key}.description`)}
                disabled={save.isPending}
              />
            ))}
            <Group>
              <Button onClick={onSave} disabled={!changed} loading={save.isPending}>
                {t('certificate.save')}
              </Button>
              {changed && (
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={() => setDraft(null)}
                  disabled={save.isPending}
                >
                  {t('certificate.reset')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={`${sectionsId}-last`}>
        <Title order={2} fz="h4" id={`${sectionsId}-last`}>
          {t('certificate.last')}
        </Title>
        <Text mt="xs">
          {certificate && lastDate ? t('certificate.lastDate', { date: lastDate }) : t('certificate.none')}
        </Text>
        <Group mt="md">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            disabled={!report}
            loading={regenerate.isPending}
            onClick={() => {
              if (!report) return;
              setNotice(null);
              regenerate.mutate(
                { cdRichiesta: report, idConsegna: info?.idConsegnaUltimoEvaso ?? null },
                { onSuccess: () => setNotice('regenerated') },
              );
            }}
          >
            {t('certificate.regenerate')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={!certificate}
            loading={download.isPending}
            onClick={() =>
              certificate &&
              download.mutate({
                cdRichiesta: certificate,
                idConsegna: info?.idConsegnaUltimoAttestato ?? null,
              })
            }
          >
            {t('certificate.download')}
          </Button>
        </Group>
      </Card>

      <SharingSection />
    </Stack>
  );
}
