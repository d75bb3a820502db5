import { hasLatestReport, ROUTES } from '@portal/domain';
import { useEffect } from 'react';
import { useNavigate } from '#router';
import type { LatestReportInfo } from '../../lib/reports.ts';

/**
 * Spec part 1 §2: once loading is finished and there is no latest fulfilled report (request code
 * and delivery id both missing), go to the no-report page (replacing the entry, so Back does not
 * bounce). While loading, or when the report call failed (`info` undefined), nothing happens.
 * Returns true while the redirect is due, so the caller can avoid flashing its content.
 */
export function useNoReportRedirect(info: LatestReportInfo | undefined, isLoading: boolean): boolean {
  const navigate = useNavigate();
  const noReport = !isLoading && info !== undefined && !hasLatestReport(info);
  useEffect(() => {
    if (noReport) void navigate(ROUTES.noReport, { replace: true });
  }, [noReport, navigate]);
  return noReport;
}
