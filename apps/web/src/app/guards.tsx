import { canUseAdminPages, hasLatestReport, ROUTES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from '#router';
import { LoadingState } from '../components/LoadingState.tsx';
import { latestReportsQuery } from '../lib/reports.ts';
import { useSession } from '../lib/session.ts';
import { canUseCredibility, isBlocked } from './access.ts';
import { AppLayout } from './layout/AppLayout.tsx';

/** Shown to few (a user without the service, a blocked one): downloaded when it is. */
const LazyForbiddenScreen = lazy(() =>
  import('./screens/ForbiddenScreen.tsx').then((m) => ({ default: m.ForbiddenScreen })),
);
const ForbiddenScreen = () => (
  <Suspense fallback={<LoadingState />}>
    <LazyForbiddenScreen />
  </Suspense>
);

/** `/`: admins land on the admin panel, everyone else on the customer area. */
export function RootRedirect() {
  const { user } = useSession();
  return <Navigate replace to={user.isAdmin ? ROUTES.adminPanel : ROUTES.overview} />;
}

/** Customer-area pages under the base path. */
export function CustomerArea() {
  const { user } = useSession();
  return canUseCredibility(user) ? <AppLayout /> : <ForbiddenScreen />;
}

/**
 * Pages that work on the company's report (data integration, contributions, modules, certificate
 * settings): once the report list says there is no latest fulfilled report, the user goes to the
 * no-report page (spec part 1 §2), replacing the entry so Back does not bounce. The overview makes
 * the same redirect itself (it shows its skeleton meanwhile). While the list loads, a loader; when
 * it fails, the page is shown and says why itself (no redirect on a guess, no toast from here).
 */
export function ReportRequired() {
  const reports = useQuery({ ...latestReportsQuery, meta: { silentError: true } });
  if (reports.isPending) return <LoadingState />;
  const info = reports.data?.rapportiCredibility;
  if (info && !hasLatestReport(info)) return <Navigate replace to={ROUTES.noReport} />;
  return <Outlet />;
}

/**
 * Admin panel and contributions management: admins and impersonating users (canUseAdminPages),
 * others go back to the root. They do not also require the credibility enablement: analysts use
 * them for companies, not for themselves. A blocked user (403) still sees the forbidden screen.
 */
export function AdminArea() {
  const { user } = useSession();
  if (isBlocked(user)) return <ForbiddenScreen />;
  if (!canUseAdminPages(user)) return <Navigate replace to={ROUTES.root} />;
  // the bell reads the acting user's notifications: not the analyst's business on admin pages
  return <AppLayout showNotifications={false} />;
}

/**
 * The sustainability page: outside the customer area, no sidebar, no notifications. It is a
 * credibility page all the same (its data call needs the enablement): without the enablement, or
 * blocked, the forbidden screen (spec part 1 §2, §6).
 */
export function SustainabilityArea() {
  const { user } = useSession();
  if (!canUseCredibility(user)) return <ForbiddenScreen />;
  return <AppLayout showNotifications={false} />;
}
