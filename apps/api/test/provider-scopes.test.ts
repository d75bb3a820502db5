import { PROVIDER_SCOPES, type ProviderScope } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../src/features/provider/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey } from './provider-helpers.ts';

/**
 * The machine API's authorisation matrix: every route (found from the routes the app registered)
 * answers 401 without credentials and with a revoked key, 403 to a key lacking its scope, and
 * lets a key holding only that scope through.
 */
const SCOPE_OF: Record<string, ProviderScope> = {
  'PUT /subjects': 'subjects:write',
  'PUT /companies/:subjectId': 'companies:write',
  'GET /companies/:subjectId': 'companies:write',
  'PUT /users/:username': 'companies:write',
  'PATCH /users/:username': 'companies:write',
  'GET /users/:username': 'companies:write',
  'PUT /reports/:cdRichiesta/deliveries/:idConsegna': 'reports:write',
  'PUT /companies/:subjectId/sustainability': 'reports:write',
  'PUT /notifications/:subjectId/:cdRichiesta/:idConsegna': 'notifications:write',
  'GET /events': 'events:read',
  'GET /webhooks/deliveries': 'webhooks:manage',
  'POST /webhooks/deliveries/:eventId/replay': 'webhooks:manage',
  'GET /files/:subjectId/:fileId': 'files:read',
  'GET /subjects': 'subjects:write',
  'GET /subjects/:subjectId': 'subjects:write',
  'DELETE /subjects/:subjectId': 'subjects:write',
  'GET /companies': 'companies:write',
  'GET /users': 'companies:write',
  'DELETE /users/:username': 'companies:write',
  'GET /deliveries': 'reports:write',
  'GET /reports/:cdRichiesta/deliveries/:idConsegna': 'reports:write',
  'GET /contributions': 'events:read',
  'GET /contributions/export': 'events:read',
  'GET /contributions/:blockId': 'events:read',
  'GET /webhooks/endpoints': 'webhooks:manage',
  'POST /webhooks/endpoints': 'webhooks:manage',
  'GET /webhooks/endpoints/:endpointId': 'webhooks:manage',
  'PATCH /webhooks/endpoints/:endpointId': 'webhooks:manage',
  'POST /webhooks/endpoints/:endpointId/rotate-secret': 'webhooks:manage',
  'DELETE /webhooks/endpoints/:endpointId': 'webhooks:manage',
  'GET /webhooks/endpoints/:endpointId/deliveries': 'webhooks:manage',
  'POST /webhooks/endpoints/:endpointId/deliveries/:eventId/replay': 'webhooks:manage',
  'GET /keys': 'keys:admin',
  'POST /keys': 'keys:admin',
  'GET /keys/:name': 'keys:admin',
  'POST /keys/:name/expire': 'keys:admin',
  'DELETE /keys/:name': 'keys:admin',
};

let ctx: TestContext;
const keys: Partial<Record<ProviderScope | 'revoked', string>> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const scope of PROVIDER_SCOPES)
    keys[scope] = await machineKey(ctx.database.db, scope, scope.replace(':', '-'));
  keys.revoked = await machineKey(ctx.database.db, '*', 'revoked');
  await revokeApiKey(ctx.database.db, 'revoked');
});
afterAll(() => ctx.close());

const routes = () =>
  ctx.app.routeList
    .filter(
      (r) => r.url.startsWith(`${MACHINE}/`) && !r.url.includes('*') && r.url !== `${MACHINE}/openapi.json`,
    )
    .map((r) => ({ method: r.method, path: r.url.slice(MACHINE.length) }));
// An erasure is called on a subject and a user that do not exist (404 is "through").
const fill = (path: string, method = 'GET') =>
  path
    .replace(':subjectId', method === 'DELETE' ? '9999999' : '1000001')
    .replace(':username', method === 'DELETE' ? 'nobody' : 'azienda')
    .replace(':blockId', '00000000-0000-4000-8000-000000000000')
    .replace(':endpointId', '00000000-0000-4000-8000-000000000000')
    .replace(':name', 'no-such-key')
    .replace(':cdRichiesta', 'R1000001')
    .replace(':idConsegna', 'C000001')
    .replace(':eventId', '00000000-0000-4000-8000-000000000000')
    .replace(':fileId', '00000000-0000-4000-8000-000000000000');

describe('machine API: credentials and scopes', () => {
  it('knows the scope of every registered route', () => {
    expect(
      routes()
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(Object.keys(SCOPE_OF).sort());
  });

  it('401 anonymous and revoked, 403 without the scope, through with only that scope', async () => {
    const failures: string[] = [];
    for (const { method, path } of routes()) {
      const scope = SCOPE_OF[`${method} ${path}`]!;
      const call = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: method as 'GET',
          url: `${MACHINE}${fill(path, method)}`,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      const cells: [string, Record<string, string>, (s: number) => boolean][] = [
        ['anonymous', {}, (s) => s === 401],
        ['revoked', machineHeaders(keys.revoked!), (s) => s === 401],
        ['garbage', { authorization: 'Bearer cpk_not-a-key' }, (s) => s === 401],
        ...PROVIDER_SCOPES.filter((s) => s !== scope).map(
          (other): [string, Record<string, string>, (s: number) => boolean] => [
            other,
            machineHeaders(keys[other]!),
            (s) => s === 403,
          ],
        ),
        [scope, machineHeaders(keys[scope]!), (s) => ![401, 403].includes(s) && s < 500],
      ];
      for (const [who, headers, ok] of cells) {
        const res = await call(headers);
        if (!ok(res.statusCode))
          failures.push(`${method} ${path} as ${who}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
      }
    }
    expect(failures).toEqual([]);
  });
});
