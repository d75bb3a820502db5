import { canUseAdminPages, ROUTES } from '@portal/domain';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session.ts';
import { canUseCredibility, isBlocked } from './access.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { ForbiddenScreen } from './screens/ForbiddenScreen.tsx';

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

/** The sustainability page: outside the customer area, no sidebar, no notifications. */
export function SustainabilityArea() {
  const { user } = useSession();
  if (isBlocked(user)) return <ForbiddenScreen />;
  return <AppLayout showNotifications={false} />;
}
