import '../register-locales.ts';
import { Divider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { useSession } from '../../../lib/session.ts';
import { currentCertificateQuery, shareLinksQuery, shareViewsQuery } from './api.ts';
import { CurrentCertificate } from './CurrentCertificate.tsx';
import { ShareLinkForm } from './ShareLinkForm.tsx';
import { ShareLinkList } from './ShareLinkList.tsx';
import { Loaded, SharingCard } from './SharingCard.tsx';
import { ViewLog } from './ViewLog.tsx';

/** The certificate page's verification and sharing part (issue 17 §1–2). */
export function SharingSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const canAct = !user.isDemo;
  const current = useQuery(currentCertificateQuery);
  const links = useQuery(shareLinksQuery);
  const views = useQuery(shareViewsQuery);
  const certificate = current.data?.attestato ?? null;
  const loadError = t('certificate.share.loadError');

  return (
    <>
      <SharingCard title={t('certificate.share.cardTitle')} intro={t('certificate.share.cardIntro')}>
        <Loaded query={current} error={loadError}>
          {() =>
            certificate ? (
              <CurrentCertificate certificate={certificate} canAct={canAct} />
            ) : (
              <Text c="dimmed">{t('certificate.share.none')}</Text>
            )
          }
        </Loaded>
      </SharingCard>

      <SharingCard title={t('certificate.share.linksTitle')} intro={t('certificate.share.linksIntro')}>
        <Stack gap="lg">
          {canAct && certificate?.status === 'valid' && (
            <>
              <ShareLinkForm />
              <Divider />
            </>
          )}
          <Loaded query={links} error={loadError}>
            {() => links.data && <ShareLinkList links={links.data} canAct={canAct} />}
          </Loaded>
        </Stack>
      </SharingCard>

      <SharingCard title={t('certificate.share.viewsTitle')} intro={t('certificate.share.viewsIntro')}>
        <Loaded query={views} error={loadError}>
          {() => views.data && <ViewLog views={views.data} />}
        </Loaded>
      </SharingCard>
    </>
  );
}
