import { BASE_PATH, ROUTES } from '@portal/domain';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AdminArea, CustomerArea, RootRedirect, SustainabilityArea } from './guards.tsx';
import { SessionGate } from './SessionGate.tsx';

// Every screen is its own chunk: the first page loads the shell and that page only.
const OverviewPage = lazy(() => import('../features/overview/OverviewPage.tsx'));
const NoReportPage = lazy(() => import('../features/overview/NoReportPage.tsx'));
const IntegrationPage = lazy(() => import('../features/integration/IntegrationPage.tsx'));
const ContributionsListPage = lazy(() => import('../features/integration/ContributionsListPage.tsx'));
const ModulePage = lazy(() => import('../features/integration/ModulePage.tsx'));
const CertificateSettingsPage = lazy(() => import('../features/certificate/CertificateSettingsPage.tsx'));
const SustainabilityPage = lazy(() => import('../features/sustainability/SustainabilityPage.tsx'));
const ServiceChoicePage = lazy(() => import('../features/services/ServiceChoicePage.tsx'));
const AdminPanelPage = lazy(() => import('../features/admin/AdminPanelPage.tsx'));
const AdminContributionsPage = lazy(() => import('../features/admin/AdminContributionsPage.tsx'));

/** A path of ROUTES relative to the customer-area base path. */
const underBase = (path: string) => path.slice(BASE_PATH.length + 1);

const toOverview = <Navigate replace to={ROUTES.overview} />;

export const routes: RouteObject[] = [
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
              { path: underBase(ROUTES.integration), element: <IntegrationPage /> },
              { path: underBase(ROUTES.contributions), element: <ContributionsListPage /> },
              { path: `${underBase(ROUTES.integration)}/:slug/:urlStep?`, element: <ModulePage /> },
              { path: underBase(ROUTES.certificate), element: <CertificateSettingsPage /> },
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
            ],
          },
        ],
      },
      { path: '*', element: <Navigate replace to={ROUTES.root} /> },
    ],
  },
];
