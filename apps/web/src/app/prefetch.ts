import { hasLatestReport, ROUTES } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '#router';
import { type LatestReportInfo, latestReportsQuery, synthesisQuery } from '../lib/reports.ts';

/** The pages behind the report guard (ReportRequired in guards.tsx), which read the report list first. */
const REPORT_PAGES = [ROUTES.integration, `${ROUTES.integration}/*`, ROUTES.certificate];

/**
 * Start-up on the overview (spec part 1 §4): the report list, and with a report the synthesis of
 * the latest delivery, are requested next to the user and internal-urls calls instead of after
 * the session gate and the overview chunk; the overview then finds them in the query cache.
 * On the pages behind the report guard the report list alone is requested early the same way.
 * The report list is fetched silently (a user who may not see the overview must not get a toast
 * for it); when it fails it is reset, so the overview, if shown, fetches it again itself with its
 * usual failure toast.
 */
export function prefetchStartupData(client: QueryClient, pathname: string): void {
  const overview = pathname === ROUTES.overview;
  if (!overview && !REPORT_PAGES.some((path) => matchPath(path, pathname))) return;
  const retry = client.getDefaultOptions().queries?.retry;
  void (async () => {
    let info: LatestReportInfo;
    try {
      info = (await client.fetchQuery({ ...latestReportsQuery, retry, meta: { silentError: true } }))
        .rapportiCredibility;
    } catch {
      await client.resetQueries({ queryKey: latestReportsQuery.queryKey });
      return;
    }
    if (!overview) return;
    if (!hasLatestReport(info) || !info.cdRichiestaUltimoEvaso || !info.idConsegnaUltimoEvaso) return;
    await client.prefetchQuery({
      ...synthesisQuery({ cdRichiesta: info.cdRichiestaUltimoEvaso, idConsegna: info.idConsegnaUltimoEvaso }),
      retry,
    });
  })();
}
