import type { InternalUrls, LatestReports, User } from '@portal/domain';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../src/app/App.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';
import { noNotifications, synthesis } from './fixtures.ts';

export const companyUser: User = {
  nome: 'Maria',
  cognome: 'Rossi',
  status: 200,
  isAdmin: false,
  isDemo: false,
  loginUserId: 'U100',
  userId: 'U100',
  abilitazioni: { abilitatoCredibility: true },
};

export const adminUser: User = {
  ...companyUser,
  nome: 'Andrea',
  cognome: 'Bianchi',
  isAdmin: true,
  loginUserId: 'ADM1',
  userId: 'ADM1',
};

export const internalUrls: InternalUrls = {
  profiloUtente: 'https://account.example.test/profilo',
  sitoFornitore: 'https://www.example.test',
  assistenza: {
    email: 'assistenza@example.test',
    telefonoItalia: '800 123 456',
    telefonoEstero: '+39 02 1234 5678',
  },
};

const noCertificate = {
  cdRichiestaUltimoAttestato: null,
  idConsegnaUltimoAttestato: null,
  dataEvasioneUltimoAttestato: null,
};

/** GET /sintesi/ultimi-rapporti answers, typed by the contract so that a contract change shows here. */
export function latestReports(
  cdRichiestaUltimoEvaso: string | null,
  idConsegnaUltimoEvaso: string | null,
): LatestReports {
  return { rapportiCredibility: { cdRichiestaUltimoEvaso, idConsegnaUltimoEvaso, ...noCertificate } };
}
export const withReport = latestReports('R-1', 'C-1');
export const withoutReport = latestReports(null, null);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: string | null;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs global fetch with handlers keyed by "METHOD /api/v1/path" (query string ignored). Unknown
 * routes answer 404 {message}. Returns the recorded calls.
 */
export function stubApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: new URL(url, window.location.origin).pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : json({ message: `No route ${call.method} ${call.path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/**
 * The usual start-up answers for a user (user, internal urls, a latest report with its synthesis,
 * contribution counters, no notifications), plus any overrides.
 */
export function stubSession(user: User, extra: Record<string, Handler> = {}): RecordedCall[] {
  return stubApi({
    'GET /api/v1/user': () => json(user),
    'GET /api/v1/dominio/url-interne': () => json(internalUrls),
    'GET /api/v1/sintesi/ultimi-rapporti': () => json(withReport),
    'POST /api/v1/sintesi/sintesi-documenti': () => json(synthesis),
    'GET /api/v1/contribuzioni/count': () => json({ accettate: 0, inLavorazione: 0, rifiutate: 0 }),
    'GET /api/v1/monitoraggio/segnalazioni': () => json(noNotifications),
    ...extra,
  });
}

/** Renders the real app (browser router on jsdom's history) at `path`, without query retries. */
export function renderApp(path = '/') {
  window.history.replaceState(null, '', path);
  return render(<App queryClient={createQueryClient({ retry: false })} />);
}
