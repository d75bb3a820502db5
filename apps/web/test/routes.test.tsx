import { BASE_PATH, moduleRoute, ROUTES } from '@portal/domain';
import { type ComponentType, isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { matchRoutes, Navigate } from '#router';
import { AdminArea, CustomerArea, RootRedirect } from '../src/app/guards.tsx';
import { PublicLayout } from '../src/app/layout/PublicLayout.tsx';
import { routes } from '../src/app/routes.tsx';
import { SessionGate } from '../src/app/SessionGate.tsx';

type Loaded = Promise<{ default: ComponentType }>;

/** The app's real route table: what each address renders (the leaf) and under which guards. */
function resolve(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  if (!matches) throw new Error(`${pathname} matches no route`);
  const elements = matches.map((m) => m.route.element).filter(isValidElement) as ReactElement[];
  const leaf = elements.at(-1);
  if (!leaf) throw new Error(`${pathname} renders nothing`);
  return { leaf, params: matches.at(-1)?.params, around: elements.slice(0, -1).map((e) => e.type) };
}

/** The module a lazy screen loads (routes.tsx's `screen()` keeps its loader as `preload`). */
async function screenModule(leaf: ReactElement): Promise<unknown> {
  const { preload } = leaf.type as { preload?: () => Promise<{ default: unknown }> };
  if (!preload) throw new Error('not a lazy screen');
  return (await preload()).default;
}

const page = (load: () => Loaded) => async () => (await load()).default;

type Area = 'public' | 'customer' | 'admin' | 'own';

/** Every page address of the domain but the root (a redirect): its screen and its area. */
const SCREENS: Record<Exclude<keyof typeof ROUTES, 'root'>, readonly [() => Promise<unknown>, Area]> = {
  overview: [page(() => import('../src/features/overview/OverviewPage.tsx')), 'customer'],
  integration: [page(() => import('../src/features/integration/IntegrationPage.tsx')), 'customer'],
  contributions: [page(() => import('../src/features/integration/ContributionsListPage.tsx')), 'customer'],
  certificate: [page(() => import('../src/features/certificate/CertificateSettingsPage.tsx')), 'customer'],
  noReport: [page(() => import('../src/features/overview/NoReportPage.tsx')), 'customer'],
  serviceChoice: [page(() => import('../src/features/services/ServiceChoicePage.tsx')), 'customer'],
  sustainability: [page(() => import('../src/features/sustainability/SustainabilityPage.tsx')), 'own'],
  adminPanel: [page(() => import('../src/features/admin/AdminPanelPage.tsx')), 'admin'],
  adminContributions: [page(() => import('../src/features/admin/AdminContributionsPage.tsx')), 'admin'],
  adminQueue: [page(() => import('../src/features/admin/queue/ReviewQueuePage.tsx')), 'admin'],
  adminQueueItem: [page(() => import('../src/features/admin/queue/ReviewItemPage.tsx')), 'admin'],
  verify: [page(() => import('../src/features/certificate/VerifyPage.tsx')), 'public'],
  share: [page(() => import('../src/features/certificate/SharePage.tsx')), 'public'],
  rejectionReasons: [page(() => import('../src/features/integration/RejectionReasonsPage.tsx')), 'public'],
};

const modulePage = page(() => import('../src/features/integration/ModulePage.tsx'));

/** A pattern's address, each param filled with its own name. */
const address = (pattern: string) => pattern.replace(/:(\w+)/g, 'X-$1');

const CASES: ReadonlyArray<readonly [string, () => Promise<unknown>, Area]> = [
  ...Object.entries(SCREENS).map(
    ([key, [load, area]]) => [address(ROUTES[key as keyof typeof SCREENS]), load, area] as const,
  ),
  [moduleRoute('anagrafica'), modulePage, 'customer'],
  [moduleRoute('anagrafica', 'preview'), modulePage, 'customer'],
];

const GUARD = { customer: CustomerArea, admin: AdminArea } as const;

describe('the route table', () => {
  it.each(CASES)('%s shows its screen', async (path, expected, area) => {
    const { leaf, around } = resolve(path);
    expect(await screenModule(leaf)).toBe(await expected());
    if (area === 'public') expect(around).toEqual([PublicLayout]);
    else expect(around[0]).toBe(SessionGate);
    if (area === 'customer' || area === 'admin') expect(around).toContain(GUARD[area]);
    if (area === 'customer') expect(around).not.toContain(AdminArea);
    if (area === 'admin') expect(around).not.toContain(CustomerArea);
  });

  it('gives the screens their params', () => {
    expect(resolve(moduleRoute('anagrafica', 'preview')).params).toEqual({
      slug: 'anagrafica',
      urlStep: 'preview',
    });
    expect(resolve(moduleRoute('anagrafica')).params).toEqual({ slug: 'anagrafica' });
    expect(resolve('/credibility/admin-panel/coda/B%2F1').params).toEqual({ blockId: 'B/1' });
    expect(resolve('/verifica/C-1').params).toEqual({ id: 'C-1' });
  });

  it('sends the root to the landing page of the user', () => {
    expect(resolve('/').leaf.type).toBe(RootRedirect);
  });

  it.each([
    BASE_PATH,
    `${BASE_PATH}/`,
    `${BASE_PATH}/unknown`,
    `${ROUTES.overview}/more`,
    `${moduleRoute('anagrafica', 'preview')}/more`,
    `${ROUTES.adminPanel}/unknown`,
  ])('%s, unknown in the customer area, redirects to the overview', (path) => {
    const { leaf, around } = resolve(path);
    expect(leaf.type).toBe(Navigate);
    expect(leaf.props).toEqual({ replace: true, to: ROUTES.overview });
    expect(around).toContain(CustomerArea);
  });

  it.each(['/unknown', '/verifica', '/sostenibilita/more', '/credibilityx'])(
    '%s, unknown elsewhere, redirects to the root',
    (path) => {
      const { leaf } = resolve(path);
      expect(leaf.type).toBe(Navigate);
      expect(leaf.props).toEqual({ replace: true, to: ROUTES.root });
    },
  );
});
