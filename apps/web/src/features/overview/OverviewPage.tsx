import { Alert, SimpleGrid, Stack } from '@mantine/core';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/SimpleGrid.css';
import { hasLatestReport } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from '#i18n';
import { useLocation, useNavigate } from '#router';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { type LatestReportInfo, latestReportsQuery } from '../../lib/reports.ts';
import { contributionsCountQuery, NO_CONTRIBUTIONS, type ReportIds, synthesisQuery } from './api.ts';
import { AnagraficaCard } from './cards/AnagraficaCard.tsx';
import { BalanceCard } from './cards/BalanceCard.tsx';
import { CertificateCard } from './cards/CertificateCard.tsx';
import { CompanySummaryCard } from './cards/CompanySummaryCard.tsx';
import { ConsultationsCard } from './cards/ConsultationsCard.tsx';
import { ContributionCountersCard } from './cards/ContributionCountersCard.tsx';
import { CounterpartiesCard } from './cards/CounterpartiesCard.tsx';
import { ManagementCard } from './cards/ManagementCard.tsx';
import { NegativeEventsCard } from './cards/NegativeEventsCard.tsx';
import { OperatingProfileCard } from './cards/OperatingProfileCard.tsx';
import { PaymentExperiencesCard } from './cards/PaymentExperiencesCard.tsx';
import { SustainabilityCard } from './cards/SustainabilityCard.tsx';
import { LoadingStatus, OverviewSkeleton, SkeletonCard } from './OverviewSkeleton.tsx';
import { anchorFromHash } from './report/section-polling.ts';
import { useNoReportRedirect } from './use-no-report-redirect.ts';

// The overlay (Modal, its transitions and focus trap) is downloaded when first opened.
const ReportOverlay = lazy(() => import('./report/ReportOverlay.tsx'));
const SentContributions = lazy(
  withTexts(() => import('../integration/index.ts').then((m) => ({ default: m.SentContributions }))),
);

/** Mounts the report overlay from its first opening on (it then stays, for the closing transition). */
function ReportOverlayOnDemand(props: ComponentProps<typeof ReportOverlay>) {
  const [needed, setNeeded] = useState(false);
  if (!needed && props.anchor !== null) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ReportOverlay {...props} />
    </Suspense>
  );
}

/** About the height of the company summary card (530–610 px with the usual partial evaluations). */
const SUMMARY_CARD_HEIGHT = 560;

/** The latest delivered report when both of its ids are known (the synthesis needs both). */
function latestReportIds(info: LatestReportInfo | undefined): ReportIds | null {
  if (!info?.cdRichiestaUltimoEvaso || !info.idConsegnaUltimoEvaso) return null;
  return { cdRichiesta: info.cdRichiestaUltimoEvaso, idConsegna: info.idConsegnaUltimoEvaso };
}

function DocumentError() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
      {t('overview.loadError')}
    </Alert>
  );
}

/**
 * Company overview (spec part 1 §2.1, §4 start-up): the latest reports; with a report, the
 * synthesis of the latest delivery and the dashboard cards; without, the no-report redirect.
 * The location hash names the report section shown in the overlay ('#Management'); opening the
 * overview with such a hash opens the overlay at once.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  const reports = useQuery(latestReportsQuery);
  const info = reports.data?.rapportiCredibility;
  const redirecting = useNoReportRedirect(info, reports.isPending);
  const ids = latestReportIds(info);
  const synthesis = useQuery({
    ...synthesisQuery(ids ?? { cdRichiesta: '', idConsegna: '' }),
    enabled: ids !== null,
  });
  const counts = useQuery(contributionsCountQuery);
  // Already in the cache (the server's first paint, apps/web/src/entry-server.tsx): the cards render at once.
  const [initialData] = useState(() => synthesis.data ?? null);
  const deferredData = useDeferredValue(synthesis.data ?? null, initialData);

  const anchor = anchorFromHash(location.hash);
  const closeReport = useCallback(() => {
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [navigate, location.pathname, location.search]);

  if (redirecting) return <LoadingState />;

  // Title and counters stay put from the first paint; the cards take the places their
  // placeholders held, so nothing already on screen moves while the data arrives.
  const title = <PageTitle>{t('overview.title')}</PageTitle>;
  const counters = (
    <ContributionCountersCard counts={counts.isPending ? null : (counts.data ?? NO_CONTRIBUTIONS)} />
  );
  if (reports.isPending) {
    return (
      <Stack gap="lg">
        {title}
        {counters}
        <OverviewSkeleton />
      </Stack>
    );
  }
  if (!info) {
    // The report list failed (the toast has said why).
    return (
      <Stack gap="lg">
        {title}
        {counters}
        <DocumentError />
      </Stack>
    );
  }

  // The dozen cards render in a deferred (interruptible) render after the counters and the
  // skeleton are on screen, instead of in one long task when the synthesis arrives.
  const data = deferredData ?? undefined;
  const hasReport = hasLatestReport(info);
  // A report is named but cannot be read: one id missing, the call failed, or nothing came back.
  const failed = hasReport && (ids === null || synthesis.isError);

  return (
    <Stack gap="lg">
      {title}
      {counters}
      {failed && <DocumentError />}
      <LoadingStatus loading={!failed && !data} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {data ? (
          <CompanySummaryCard data={data} />
        ) : (
          !failed && <SkeletonCard minHeight={SUMMARY_CARD_HEIGHT} />
        )}
        <CertificateCard info={info} />
        {!data && !failed && [1, 2, 3, 4].map((i) => <SkeletonCard key={i} />)}
        {data && (
          <>
            <PaymentExperiencesCard data={data.esperienzePagamento} />
            <AnagraficaCard company={data.company} />
            <ManagementCard people={data.management} />
            <OperatingProfileCard profile={data.profiloOperativo} />
            <CounterpartiesCard counterparts={data.controparti} />
            <NegativeEventsCard events={data.eventiNegativi} />
            <ConsultationsCard consultations={data.consultazioni} />
            <BalanceCard balance={data.bilancio} />
            <SustainabilityCard data={data.sostenibilita} />
          </>
        )}
      </SimpleGrid>
      <Suspense fallback={<SkeletonCard />}>
        <SentContributions />
      </Suspense>
      <ReportOverlayOnDemand
        anchor={anchor}
        report={
          info.cdRichiestaUltimoEvaso
            ? { cdRichiesta: info.cdRichiestaUltimoEvaso, idConsegna: info.idConsegnaUltimoEvaso }
            : null
        }
        fallbackTitle={data?.company.companyName}
        onClose={closeReport}
      />
    </Stack>
  );
}
