import { ROUTES } from '@portal/domain';
import { matchPath } from '#router';

/** The sidebar is hidden on the admin panel, contributions management and no-report pages (spec part 1 §2). */
const PAGES_WITHOUT_SIDEBAR = [
  ROUTES.adminPanel,
  ROUTES.adminContributions,
  ROUTES.adminQueue,
  ROUTES.adminQueueItem,
  ROUTES.noReport,
  ROUTES.sustainability,
];

export function hasSidebar(pathname: string): boolean {
  return !PAGES_WITHOUT_SIDEBAR.some((path) => matchPath({ path, end: true }, pathname));
}
