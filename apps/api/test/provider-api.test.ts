import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../src/features/provider/index.ts';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';
import {
  MACHINE,
  machineHeaders,
  machineKey,
  ndjson,
  provisionCompany,
  reportFor,
  subjectLine,
} from './provider-helpers.ts';

let ctx: TestContext;
let key: string;
let jwks: http.Server;
let signer: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let jwksUrl: string;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  signer = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  jwks = http.createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
  ctx = await createTestApp({
    seed: false,
    env: {
      DEMO: 'false',
      PROVIDER_JWT_ISSUER: 'https://idp.example.it',
      PROVIDER_JWT_AUDIENCE: 'credibility-portal',
      PROVIDER_JWT_JWKS_URL: jwksUrl,
    },
  });
  key = await machineKey(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => jwks.close(() => resolve()));
});

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'POST',
  url: string,
  payload?: unknown,
  headers = machineHeaders(key),
) =>
  ctx.app.inject({
    method,
    url: `${MACHINE}${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const putNdjson = (body: string, headers = machineHeaders(key)) =>
  ctx.app.inject({
    method: 'PUT',
    url: `${MACHINE}/subjects`,
    headers: { ...headers, 'content-type': 'application/x-ndjson' },
    payload: body,
  });
const count = async (table: string) =>
  Number(
    (
      (await ctx.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('subjects: streamed NDJSON import', () => {
  it('creates, then updates only what changed; importing the same lines again writes nothing', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => subjectLine(String(5_000_000 + i)));
    const first = await putNdjson(ndjson(rows));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 12_000, upserted: 12_000 });
    const again = await putNdjson(ndjson(rows));
    expect(again.json()).toEqual({ received: 12_000, upserted: 0 });
    rows[7]!.denominazione = 'NUOVO NOME S.R.L.';
    expect((await putNdjson(ndjson(rows))).json()).toEqual({ received: 12_000, upserted: 1 });
    expect(await count('subjects')).toBe(12_000);
  });

  it('bad lines: 400 listing their numbers, nothing stored', async () => {
    const before = await count('subjects');
    const body = [
      JSON.stringify(subjectLine('6000001')),
      '{not json',
      JSON.stringify({ ...subjectLine('6000002'), cap: '123' }),
      JSON.stringify({ ...subjectLine('6000003'), denominazione: 'a\u0000b' }),
      JSON.stringify(subjectLine('6000004')),
    ].join('\n');
    const res = await putNdjson(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Nothing imported: 3 bad line\(s\), the first at line 2/);
    expect(res.json().errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 4]);
    expect(await count('subjects')).toBe(before);
  });

  it('refuses another content type and an empty body', async () => {
    const json = await call('PUT', '/subjects', [subjectLine('6000005')]);
    expect(json.statusCode).toBe(415);
    expect((await putNdjson('\n\n')).statusCode).toBe(400);
  });
});

describe('companies, users, deliveries', () => {
  it('a company and its user, then the user sees the delivered report at once', async () => {
    const subject = await provisionCompany(ctx.app, key, {
      subjectId: '7000001',
      username: 'laura.verdi',
      password: 'Una.Password.Lunga1',
    });
    const company = await call('GET', '/companies/7000001');
    expect(company.statusCode).toBe(200);
    expect(company.json().users[0]).toMatchObject({
      userId: 'LAURA.VERDI',
      abilitatoCredibility: true,
      suspended: false,
    });
    const ticket = bearer(await signIn(ctx.app, 'laura.verdi', 'Una.Password.Lunga1'));
    const latest = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sintesi/ultimi-rapporti',
      headers: ticket,
    });
    expect(latest.json().rapportiCredibility).toMatchObject({
      cdRichiestaUltimoEvaso: 'R7000001',
      idConsegnaUltimoEvaso: 'C000001',
    });

    // Idempotent on the two codes; other content under them is a conflict.
    const again = await call('PUT', '/reports/R7000001/deliveries/C000001', {
      subjectId: '7000001',
      content: reportFor(subject),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: false });
    const other = reportFor({ ...subject, denominazione: 'ALTRO NOME' });
    const clash = await call('PUT', '/reports/R7000001/deliveries/C000001', {
      subjectId: '7000001',
      content: other,
    });
    expect(clash.statusCode).toBe(409);

    // A second delivery with a notification: the overview and the bell show it at once.
    const second = await call('PUT', '/reports/R7000001/deliveries/C000002', {
      subjectId: '7000001',
      content: other,
      notification: { descrizioneEvento: 'Nuovo report disponibile', tipoSeveritaEvento: 'N' },
    });
    expect(second.statusCode, second.body).toBe(201);
    const now = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sintesi/ultimi-rapporti',
      headers: ticket,
    });
    expect(now.json().rapportiCredibility.idConsegnaUltimoEvaso).toBe('C000002');
    const bell = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/monitoraggio/segnalazioni',
      headers: ticket,
    });
    expect(JSON.stringify(bell.json())).toContain('Nuovo report disponibile');

    // Sustainability: a new delivery with the profile in place; the same again changes nothing.
    const esg = await call('PUT', '/companies/7000001/sustainability', {
      esgScoreClass: 'ALTA',
      esgPropensityClass: 'BUONA',
    });
    expect(esg.statusCode, esg.body).toBe(201);
    expect(
      (
        await call('PUT', '/companies/7000001/sustainability', {
          esgScoreClass: 'ALTA',
          esgPropensityClass: 'BUONA',
        })
      ).statusCode,
    ).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/soggetto/sostenibilita',
      headers: ticket,
    });
    expect(profile.json()).toEqual({ esgScoreClass: 'ALTA', esgPropensityClass: 'BUONA' });

    // A monitoring notification, idempotent.
    const n = { descrizioneEvento: 'Variazione della sede legale', tipoSeveritaEvento: 'C' };
    expect((await call('PUT', '/notifications/7000001/M7000001/N1', n)).statusCode).toBe(201);
    expect((await call('PUT', '/notifications/7000001/M7000001/N1', n)).statusCode).toBe(200);

    // Suspended, then disabled: the portal refuses the company area.
    expect((await call('PATCH', '/users/laura.verdi', { suspended: true })).json().suspended).toBe(true);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sintesi/ultimi-rapporti',
      headers: ticket,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('PATCH', '/users/laura.verdi', { suspended: false, abilitatoCredibility: false }))
        .statusCode,
    ).toBe(200);
    const disabled = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sintesi/ultimi-rapporti',
      headers: ticket,
    });
    expect(disabled.statusCode).toBe(403);
  });

  it('refuses a report that breaks the report contract, a user of an unknown company, an unknown user', async () => {
    const bad = await call('PUT', '/reports/R7000001/deliveries/C000009', {
      subjectId: '7000001',
      content: { company: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid input: body\.content/);
    const unknown = await call('PUT', '/users/nessuno', { nome: 'A', cognome: 'B', subjectId: '999' });
    expect(unknown.statusCode).toBe(422);
    expect((await call('PATCH', '/users/nessuno', { isDemo: true })).statusCode).toBe(404);
    expect(await count('users')).toBe(1);
  });
});

describe('credentials and scopes', () => {
  it('no credentials 401; a key without the scope 403; a revoked key 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${MACHINE}/events` })).statusCode).toBe(401);
    const narrow = await machineKey(ctx.database.db, 'events:read', 'narrow');
    expect((await call('GET', '/events', undefined, machineHeaders(narrow))).statusCode).toBe(200);
    const denied = await call('GET', '/companies/7000001', undefined, machineHeaders(narrow));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/scope companies:write/);
    await revokeApiKey(ctx.database.db, 'narrow');
    expect((await call('GET', '/events', undefined, machineHeaders(narrow))).statusCode).toBe(401);
  });

  it('a JWT access token of the provider IdP: verified by its JWKS, issuer and audience; scopes from `scope`', async () => {
    const token = (
      claims: Record<string, unknown>,
      iss = 'https://idp.example.it',
      aud = 'credibility-portal',
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject('provider-batch')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(signer);
    const ok = await token({ scope: 'events:read companies:write' });
    expect((await call('GET', '/events', undefined, bearer(ok))).statusCode).toBe(200);
    expect((await call('PUT', '/subjects', undefined, bearer(ok))).statusCode).toBe(403);
    expect(
      (
        await call(
          'GET',
          '/events',
          undefined,
          bearer(await token({ scope: 'events:read' }, 'https://other')),
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          'GET',
          '/events',
          undefined,
          bearer(await token({ scope: 'events:read' }, undefined, 'other')),
        )
      ).statusCode,
    ).toBe(401);
    const foreign = await new SignJWT({ scope: 'events:read' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer('https://idp.example.it')
      .setAudience('credibility-portal')
      .setExpirationTime('5m')
      .sign((await generateKeyPair('ES256')).privateKey);
    expect((await call('GET', '/events', undefined, bearer(foreign))).statusCode).toBe(401);
  });

  it('publishes its own OpenAPI document, apart from the app’s', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: `${MACHINE}/openapi.json` })).json();
    expect(Object.keys(doc.paths)).toContain('/subjects');
    expect(Object.keys(doc.paths)).toContain('/reports/{cdRichiesta}/deliveries/{idConsegna}');
    const app = ctx.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(app.paths).some((p) => p.startsWith('/api/provider'))).toBe(false);
  });
});

describe('import size', () => {
  it('an import over PROVIDER_IMPORT_MAX_BYTES is refused whole with 413', async () => {
    const small = await createTestApp({
      seed: false,
      env: { DEMO: 'false', PROVIDER_IMPORT_MAX_BYTES: '4096' },
    });
    try {
      const k = await machineKey(small.database.db);
      const rows = Array.from({ length: 100 }, (_, i) => subjectLine(String(8_000_000 + i)));
      const res = await small.app.inject({
        method: 'PUT',
        url: `${MACHINE}/subjects`,
        headers: { ...machineHeaders(k), 'content-type': 'application/x-ndjson' },
        payload: ndjson(rows),
      });
      expect(res.statusCode).toBe(413);
      const n = await small.database.db.execute(sql`SELECT count(*)::int AS n FROM subjects`);
      expect((n as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await small.close();
    }
  });
});
