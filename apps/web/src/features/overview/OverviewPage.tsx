import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/LoadingState.tsx';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';
import { latestReportsQuery } from './latest-reports.ts';
import { useNoReportRedirect } from './useNoReportRedirect.ts';

/** Company overview (spec part 1 §2.1). The dashboard cards come with the overview work. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const reports = useQuery(latestReportsQuery);
  const redirecting = useNoReportRedirect(reports.data?.rapportiCredibility, reports.isPending);

  if (reports.isPending || redirecting) return <LoadingState />;
  return <UnderConstruction title={t('overview.title')} />;
}
