// The server's first paint (issue 27): the API imports this module's build (dist-ssr/, see
// vite.config.ts) and renders a signed-in customer-area page with the data the page needs, taken
// from its own routes in-process. The browser shows that HTML before any script runs, then
// main.tsx hydrates it with the same query cache, so nothing moves and nothing is fetched twice.
import {
  contributionCountSchema,
  contributionsResponseSchema,
  hasLatestReport,
  internalUrlsSchema,
  latestReportsSchema,
  notificationsResponseSchema,
  ROUTES,
  synthesisSchema,
  userSchema,
} from '@portal/domain';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { z } from 'zod';
import { matchPath, StaticRouter } from '#router';
import { AppContent } from './app/App.tsx';
import { AppProviders } from './app/AppProviders.tsx';
import { contributionsQuery } from './features/integration/index.ts';
import { contributionsCountQuery } from './features/overview/index.ts';
import { latestReportsQuery, synthesisQuery } from './lib/reports.ts';
import { internalUrlsQuery, userQuery } from './lib/session.ts';

/** An API call made in-process with the visitor's session; rejects on any non-2xx answer. */
export type ApiLoad = (path: string, init?: { method: 'POST'; body: unknown }) => Promise<unknown>;

export interface ServerRender {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from (JSON, for the client's hydration). */
  state: string;
}

/** Settles to the parsed answer or null: a call that fails is left to the client, as without SSR. */
async function tryLoad<S extends z.ZodType>(load: Promise<unknown>, schema: S): Promise<z.output<S> | null> {
  try {
    return schema.parse(await load);
  } catch {
    return null;
  }
}

const RENDER_TIMEOUT_MS = 3000;

/** The source module of each customer-area screen (as in app/routes.tsx): the server links its chunks. */
const SCREEN_MODULES: ReadonlyArray<readonly [string, string]> = [
  [ROUTES.overview, 'src/features/overview/OverviewPage.tsx'],
  [ROUTES.contributions, 'src/features/integration/ContributionsListPage.tsx'],
  [ROUTES.integration, 'src/features/integration/IntegrationPage.tsx'],
  [`${ROUTES.integration}/:slug/:urlStep?`, 'src/features/integration/ModulePage.tsx'],
  [ROUTES.certificate, 'src/features/certificate/CertificateSettingsPage.tsx'],
  [ROUTES.noReport, 'src/features/overview/NoReportPage.tsx'],
  [ROUTES.serviceChoice, 'src/features/services/ServiceChoicePage.tsx'],
];

/** The key in Vite's manifest of the screen `pathname` shows, if it is a customer-area screen. */
export function screenModule(pathname: string): string | null {
  return SCREEN_MODULES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

/**
 * Renders `url` for the session behind `load`, or null when there is no session to render for
 * (the client's start-up then does what it always did: the sign-on redirect or the error screen).
 */
export async function render(url: string, load: ApiLoad): Promise<ServerRender | null> {
  const pathname = new URL(url, 'http://portal').pathname;
  const screen = screenModule(pathname);
  // Addresses the app redirects (the base path, unknown paths) are left to the client.
  if (!screen) return null;
  const overview = pathname === ROUTES.overview;
  const [user, urls, reports, counts, contributions, notifications] = await Promise.all([
    tryLoad(load('/user'), userSchema),
    tryLoad(load('/dominio/url-interne'), internalUrlsSchema),
    tryLoad(load('/sintesi/ultimi-rapporti'), latestReportsSchema),
    overview ? tryLoad(load('/contribuzioni/count'), contributionCountSchema) : null,
    // Two cards of the overview read it (the sent contributions, the contests of negative events):
    // rendered here, hydration finds what the server showed whichever card hydrates first.
    overview ? tryLoad(load('/contribuzioni/leggi'), contributionsResponseSchema) : null,
    tryLoad(load('/monitoraggio/segnalazioni'), notificationsResponseSchema),
  ]);
  if (!user) return null;
  // Without a report, the report pages (the overview among them) redirect to the no-report page: a
  // redirect is the client's business (a server render of it would show nothing).
  const reportPage =
    screen !== 'src/features/overview/NoReportPage.tsx' &&
    screen !== 'src/features/services/ServiceChoicePage.tsx';
  if (reportPage && reports && !hasLatestReport(reports.rapportiCredibility)) return null;

  // No retries, no fetching: what is not in the cache renders as pending, exactly as the client's
  // first render does before its own calls answer.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(userQuery.queryKey, user);
  if (urls) client.setQueryData(internalUrlsQuery.queryKey, urls);
  if (counts) client.setQueryData(contributionsCountQuery.queryKey, counts);
  if (contributions) client.setQueryData(contributionsQuery.queryKey, contributions);
  if (notifications) client.setQueryData(['notifications'], notifications);
  if (reports) {
    client.setQueryData(latestReportsQuery.queryKey, reports);
    const info = reports.rapportiCredibility;
    if (overview && info.cdRichiestaUltimoEvaso && info.idConsegnaUltimoEvaso) {
      const ids = { cdRichiesta: info.cdRichiestaUltimoEvaso, idConsegna: info.idConsegnaUltimoEvaso };
      const synthesis = await tryLoad(
        load('/sintesi/sintesi-documenti', { method: 'POST', body: ids }),
        synthesisSchema,
      );
      if (synthesis) client.setQueryData(synthesisQuery(ids).queryKey, synthesis);
    }
  }

  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={client}>
        <StaticRouter location={url}>
          <AppContent />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline: an outlined one would need React's inline reveal scripts, which the
    // CSP (script-src 'self') blocks, leaving its content hidden until hydration.
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // `<` escaped so that no text of the data can close the JSON's <script> element.
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  client.clear();
  return { html, state };
}
