import '../register-locales.ts';
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useSession } from '../../../lib/session.ts';
import { currentCertificateQuery, shareLinksQuery, shareViewsQuery } from './api.ts';
import { CurrentCertificate } from './CurrentCertificate.tsx';
import { ShareLinkForm } from './ShareLinkForm.tsx';
import { ShareLinkList } from './ShareLinkList.tsx';
import { ViewLog } from './ViewLog.tsx';

/** The certificate page's verification and sharing part (issue 17 §1–2). */
export function SharingSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const canAct = !user.isDemo;
  const current = useQuery(currentCertificateQuery);
  const links = useQuery(shareLinksQuery);
  const views = useQuery(shareViewsQuery);
  const ids = { card: useId(), links: useId(), views: useId() };
  const certificate = current.data?.attestato ?? null;

  return (
    <>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={ids.card}>
        <Title order={2} fz="h4" id={ids.card}>
          {t('certificate.share.cardTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('certificate.share.cardIntro')}
        </Text>
        {current.isPending ? (
          <LoadingState />
        ) : current.isError ? (
          <Text c="dimmed">{t('certificate.share.loadError')}</Text>
        ) : certificate ? (
          <CurrentCertificate certificate={certificate} canAct={canAct} />
        ) : (
          <Text c="dimmed">{t('certificate.share.none')}</Text>
        )}
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={ids.links}>
        <Title order={2} fz="h4" id={ids.links}>
          {t('certificate.share.linksTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('certificate.share.linksIntro')}
        </Text>
        <Stack gap="lg">
          {canAct && certificate?.status === 'valid' && (
            <>
              <ShareLinkForm />
              <Divider />
            </>
          )}
          {links.isPending ? (
            <LoadingState />
          ) : links.isError ? (
            <Text c="dimmed">{t('certificate.share.loadError')}</Text>
          ) : (
            <ShareLinkList links={links.data} canAct={canAct} />
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={ids.views}>
        <Title order={2} fz="h4" id={ids.views}>
          {t('certificate.share.viewsTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('certificate.share.viewsIntro')}
        </Text>
        {views.isPending ? (
          <LoadingState />
        ) : views.isError ? (
          <Text c="dimmed">{t('certificate.share.loadError')}</Text>
        ) : (
          <ViewLog views={views.data} />
        )}
      </Card>
    </>
  );
}
