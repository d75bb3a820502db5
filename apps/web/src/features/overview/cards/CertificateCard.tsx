import { Anchor, Button, Text } from '@mantine/core';
import { formatDate, ROUTES } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '#i18n';
import { Link } from '#router';
import { type LatestReportInfo, useReportPdfDownload } from '../../../lib/reports.ts';
import { OverviewCard } from './OverviewCard.tsx';

/**
 * Credibility certificate (spec part 1 §2.1, §3): date of the last certificate (DD/MM/YYYY, the
 * date part of dataEvasioneUltimoAttestato) and its download as `{cdRichiesta}.pdf`. Not a report
 * section: instead of 'Vedi dettaglio' it links to the certificate settings.
 */
export function CertificateCard({ info }: { info: LatestReportInfo }) {
  const { t } = useTranslation();
  const download = useReportPdfDownload();
  const cdRichiesta = info.cdRichiestaUltimoAttestato;
  const date = formatDate(info.dataEvasioneUltimoAttestato);

  return (
    <OverviewCard
      cardKey="certificate"
      title={t('overview.certificate.title')}
      actions={
        <Anchor component={Link} to={ROUTES.certificate} fz="sm" fw={600}>
          {t('overview.certificate.settings')}
        </Anchor>
      }
    >
      {cdRichiesta && date ? (
        <>
          <Text size="sm" c="dimmed">
            {t('overview.certificate.lastDate')}
          </Text>
          <Text fz={22} fw={700}>
            {date}
          </Text>
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate({ cdRichiesta, idConsegna: info.idConsegnaUltimoAttestato })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('overview.certificate.download')}
          </Button>
        </>
      ) : (
        <Text c="dimmed">{t('overview.certificate.none')}</Text>
      )}
    </OverviewCard>
  );
}
