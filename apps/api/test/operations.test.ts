import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/http/database-unavailable.ts';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

describe('operations endpoints', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });
  });
  afterAll(() => ctx.close());

  it('/readyz answers 503 once the instance is draining', async () => {
    expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
    ctx.app.lifecycle.draining = true;
    try {
      const res = await ctx.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Istanza in chiusura.');
      expect((await ctx.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it('keeps a well-formed request id and replaces anything else', async () => {
    const given = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-42_a' } });
    expect(given.headers['x-request-id']).toBe('lb-42_a');
    for (const bad of ['a b', 'x'.repeat(65), '<script>', ''])
      expect(
        (await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } })).headers['x-request-id'],
      ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the router’s own refusals (bad percent-encoding) in the one error shape, in Italian', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/soggetto/%E0%A4%A/ricerca' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.json().message).toBe('Indirizzo della richiesta non valido.');
  });

  it('/metrics needs the configured token and labels requests by route template, not by URL', async () => {
    const token = await signIn(ctx.app, 'azienda');
    await ctx.app.inject({
      url: '/api/v1/document/R1000001?idConsegna=C000001',
      headers: bearer(token),
    });
    expect((await ctx.app.inject('/metrics')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/metrics', headers: bearer('metrics-token-0123456789x') })).statusCode,
    ).toBe(401);
    const res = await ctx.app.inject({ url: '/metrics', headers: bearer('metrics-token-0123456789') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('route="/api/v1/document/:cdRichiesta",status_code="200"');
    expect(res.body).not.toContain('R1000001');
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",/);
  });
});

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    ['refused connection', coded('ECONNREFUSED')],
    ['reset connection', coded('ECONNRESET')],
    ['server shutting down', coded('57P01', 'terminating connection due to administrator command')],
    ['server starting', coded('57P03')],
    ['connection exception class', coded('08006')],
    ['lost connection without a code', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by the query builder', new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') })],
  ])('%s → unavailable', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['unique violation', coded('23505')],
    ['invalid text', coded('22P02')],
    ['plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s → not unavailable', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

describe('/metrics without METRICS_TOKEN (issue 24, finding 12)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { HOST: '0.0.0.0' } });
  });
  afterAll(() => ctx.close());

  it('answers a direct connection from this machine only: 403 from elsewhere or through a proxy', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await ctx.app.inject({ url: '/metrics', remoteAddress })).statusCode, remoteAddress).toBe(200);
    for (const remoteAddress of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', '2001:db8::1', '128.0.0.1']) {
      const res = await ctx.app.inject({ url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(403);
      expect(res.body).not.toContain('http_requests_total');
    }
    // A reverse proxy on this machine relays outsiders' requests from loopback.
    for (const headers of [{ 'x-forwarded-for': '192.0.2.10' }, { forwarded: 'for=192.0.2.10' }])
      expect(
        (await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers })).statusCode,
      ).toBe(403);
  });

  it('with a token set, the token (not the address) decides', async () => {
    const withToken = await createTestApp({
      env: { HOST: '0.0.0.0', METRICS_TOKEN: 'metrics-token-0123456789' },
    });
    try {
      const remote = { remoteAddress: '192.0.2.10' };
      expect((await withToken.app.inject({ url: '/metrics', ...remote })).statusCode).toBe(401);
      expect(
        (
          await withToken.app.inject({
            url: '/metrics',
            ...remote,
            headers: bearer('metrics-token-0123456789'),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await withToken.close();
    }
  });
});
