import { BASE_PATH, ROUTES } from '@portal/domain';
import { type ComponentType, lazy } from 'react';
import { matchPath, Navigate, type RouteObject } from '#router';
import { withTexts } from '../lib/i18n.ts';
import { AdminArea, CustomerArea, ReportRequired, RootRedirect, SustainabilityArea } from './guards.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { SessionGate } from './SessionGate.tsx';

type Screen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A lazy screen that can also be fetched ahead of rendering (see preloadScreen), with the texts its
 * code registers in the interface's language.
 */
function screen(download: () => Promise<{ default: ComponentType }>): Screen {
  const load = withTexts(download);
  return Object.assign(lazy(load), { preload: load });
}

// Every screen is its own chunk: the first page loads the shell and that page only.
const OverviewPage = screen(() => import('../features/overview/OverviewPage.tsx'));
const NoReportPage = screen(() => import('../features/overview/NoReportPage.tsx'));
const IntegrationPage = screen(() => import('../features/integration/IntegrationPage.tsx'));
const ContributionsListPage = screen(() => import('../features/integration/ContributionsListPage.tsx'));
const ModulePage = screen(() => import('../features/integration/ModulePage.tsx'));
const CertificateSettingsPage = screen(() => import('../features/certificate/CertificateSettingsPage.tsx'));
const SustainabilityPage = screen(() => import('../features/sustainability/SustainabilityPage.tsx'));
const ServiceChoicePage = screen(() => import('../features/services/ServiceChoicePage.tsx'));
const AdminPanelPage = screen(() => import('../features/admin/AdminPanelPage.tsx'));
const AdminContributionsPage = screen(() => import('../features/admin/AdminContributionsPage.tsx'));
const ReviewQueuePage = screen(() => import('../features/admin/queue/ReviewQueuePage.tsx'));
const ReviewItemPage = screen(() => import('../features/admin/queue/ReviewItemPage.tsx'));
const RejectionReasonsPage = screen(() => import('../features/integration/RejectionReasonsPage.tsx'));
const VerifyPage = screen(() => import('../features/certificate/VerifyPage.tsx'));
const SharePage = screen(() => import('../features/certificate/SharePage.tsx'));

/** A path of ROUTES relative to the customer-area base path. */
const underBase = (path: string) => path.slice(BASE_PATH.length + 1);

const toOverview = <Navigate replace to={ROUTES.overview} />;

export const routes: RouteObject[] = [
  // Public pages (issue 17): no sign-in, so outside the session gate.
  {
    element: <PublicLayout />,
    children: [
      { path: ROUTES.verify, element: <VerifyPage /> },
      { path: ROUTES.share, element: <SharePage /> },
      { path: ROUTES.rejectionReasons, element: <RejectionReasonsPage /> },
    ],
  },
  {
    element: <SessionGate />,
    children: [
      { path: ROUTES.root, element: <RootRedirect /> },
      {
        path: ROUTES.sustainability,
        element: <SustainabilityArea />,
        children: [{ index: true, element: <SustainabilityPage /> }],
      },
      {
        path: BASE_PATH,
        children: [
          {
            element: <CustomerArea />,
            children: [
              { index: true, element: toOverview },
              { path: underBase(ROUTES.overview), element: <OverviewPage /> },
              {
                // without a report these pages have nothing to work on: the no-report page instead
                element: <ReportRequired />,
                children: [
                  { path: underBase(ROUTES.integration), element: <IntegrationPage /> },
                  { path: underBase(ROUTES.contributions), element: <ContributionsListPage /> },
                  { path: `${underBase(ROUTES.integration)}/:slug/:urlStep?`, element: <ModulePage /> },
                  { path: underBase(ROUTES.certificate), element: <CertificateSettingsPage /> },
                ],
              },
              { path: underBase(ROUTES.noReport), element: <NoReportPage /> },
              { path: underBase(ROUTES.serviceChoice), element: <ServiceChoicePage /> },
              // unknown paths inside the customer area go to the overview (spec part 1 §2)
              { path: '*', element: toOverview },
            ],
          },
          {
            element: <AdminArea />,
            children: [
              { path: underBase(ROUTES.adminPanel), element: <AdminPanelPage /> },
              { path: underBase(ROUTES.adminContributions), element: <AdminContributionsPage /> },
              { path: underBase(ROUTES.adminQueue), element: <ReviewQueuePage /> },
              { path: underBase(ROUTES.adminQueueItem), element: <ReviewItemPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate replace to={ROUTES.root} /> },
    ],
  },
];

/** The screen of each page address, as in `routes`. */
const SCREENS: ReadonlyArray<readonly [string, Screen]> = [
  [ROUTES.overview, OverviewPage],
  [ROUTES.contributions, ContributionsListPage],
  [ROUTES.integration, IntegrationPage],
  [`${ROUTES.integration}/:slug/:urlStep?`, ModulePage],
  [ROUTES.certificate, CertificateSettingsPage],
  [ROUTES.noReport, NoReportPage],
  [ROUTES.serviceChoice, ServiceChoicePage],
  [ROUTES.sustainability, SustainabilityPage],
  [ROUTES.adminPanel, AdminPanelPage],
  [ROUTES.adminContributions, AdminContributionsPage],
  [ROUTES.verify, VerifyPage],
  [ROUTES.share, SharePage],
  [ROUTES.adminQueue, ReviewQueuePage],
  [ROUTES.adminQueueItem, ReviewItemPage],
  [ROUTES.rejectionReasons, RejectionReasonsPage],
];

/**
 * Start-up: downloads the chunk of the screen the address names while the session is still being
 * fetched, instead of after it (the chunk would otherwise only be requested when the session gate
 * renders the page). A failure is left to the real render, which shows it. Resolves either way.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const match = SCREENS.find(([pattern]) => matchPath(pattern, pathname));
  return (match?.[1].preload() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
