import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

/**
 * Every /api/v1 route, found from the routes the app registered (a new route cannot escape),
 * called as every role. Forbidden cells must answer exactly 401/403; allowed cells must not be
 * refused and must never fail with a 5xx.
 */
let ctx: TestContext;
const tokens: Record<string, Record<string, string> | null> = { anonymous: null };
const ROLES = [
  'anonymous',
  'azienda',
  'azienda2',
  'demo',
  'nonabilitato',
  'analista',
  'analistaAsAzienda',
] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const u of ['azienda', 'azienda2', 'demo', 'nonabilitato', 'analista'] as const)
    tokens[u] = bearer(await signIn(ctx.app, u));
  tokens.analistaAsAzienda = bearer(await signIn(ctx.app, 'analista'));
});

/** (Again) act for azienda: a cell of the matrix may have ended the impersonation (resetUser). */
const actAsAzienda = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/selectUser',
    headers: tokens.analistaAsAzienda!,
    payload: { userId: 'AZIENDA' },
  });

afterAll(() => ctx.close());

type Kind = 'session' | 'admin' | 'customer' | 'customerAction';
/** What others see of the company (its certificate's status, its share links): the demo account may not change it. */
const CUSTOMER_ACTIONS = ['/api/v1/attestato/revoca', '/api/v1/attestato/condivisioni/:id/revoca'];
function kindOf(url: string, method = 'GET'): Kind {
  if (CUSTOMER_ACTIONS.includes(url) || (url === '/api/v1/attestato/condivisioni' && method === 'POST'))
    return 'customerAction';
  if (
    [
      '/api/v1/user',
      '/api/v1/user/mail-preferences',
      '/api/v1/dominio/url-interne',
      '/api/v1/logout',
    ].includes(url)
  )
    return 'session';
  if (url.startsWith('/api/v1/admin/') && url !== '/api/v1/admin/leggi-stato-blocchi') return 'admin';
  return 'customer';
}

function expected(role: Role, kind: Kind): 401 | 403 | 'allowed' {
  if (role === 'anonymous') return 401;
  if (kind === 'session') return 'allowed';
  if (kind === 'admin') return role === 'analista' || role === 'analistaAsAzienda' ? 'allowed' : 403;
  if (role === 'nonabilitato') return 403;
  // An admin reaches customer-area data only while acting for a company.
  if (role === 'analista') return 403;
  if (kind === 'customerAction' && role === 'demo') return 403;
  return 'allowed';
}

/** azienda's identifiers wherever a route takes one: used by everybody, so other companies must miss. */
const fill = (url: string) =>
  url
    .replace(':cdRichiesta', 'R1000001')
    .replace(':idConsegna', 'C000001')
    .replace(':pivaCf', '0123456')
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .concat(url.includes('leggi-stato-blocchi') ? '?blockIds=00000000-0000-4000-8000-000000000000' : '')
    .concat(url.endsWith('/allegato/download') ? '?codice=1000001/00000000-0000-4000-8000-000000000000' : '');

describe('authorisation matrix', () => {
  it('covers every registered /api/v1 route', () => {
    const routes = ctx.app.routeList.filter((r) => r.url.startsWith('/api/v1/') && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers each role as expected on each route, never with a 5xx', async () => {
    const routes = ctx.app.routeList.filter((r) => r.url.startsWith('/api/v1/') && !r.url.includes('*'));
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const role of ROLES) {
        if (role === 'analistaAsAzienda') await actAsAzienda();
        // Logging out would end the session the other cells use: it gets a session of its own.
        const headers =
          url === '/api/v1/logout' && tokens[role]
            ? bearer(await signIn(ctx.app, role === 'analistaAsAzienda' ? 'analista' : role))
            : (tokens[role] ?? {});
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: fill(url),
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const want = expected(role, kindOf(url, method));
        const ok =
          want === 'allowed'
            ? ![401, 403].includes(res.statusCode) && res.statusCode < 500
            : res.statusCode === want;
        if (!ok)
          failures.push(
            `${method} ${url} as ${role}: ${res.statusCode} (expected ${want}) ${res.body.slice(0, 120)}`,
          );
        if (res.statusCode >= 400) expect(typeof res.json().message, `${method} ${url}`).toBe('string');
      }
    }
    expect(failures).toEqual([]);
  });

  it('no company reads another company’s identifiers: azienda2 and demo miss what azienda owns', async () => {
    const probes = [
      ['GET', '/api/v1/document/R1000001?idConsegna=C000001'],
      ['GET', '/api/v1/document/download/R1000001?idConsegna=C000001'],
      ['PUT', '/api/v1/document/rigenera/R1000001'],
    ] as const;
    for (const role of ['azienda2', 'demo'] as const) {
      for (const [method, url] of probes) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: tokens[role]!,
          ...(method === 'PUT' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(404);
      }
    }
    await actAsAzienda();
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/document/R1000001?idConsegna=C000001',
      headers: tokens.analistaAsAzienda!,
    });
    expect(own.statusCode).toBe(200);
  });
});
