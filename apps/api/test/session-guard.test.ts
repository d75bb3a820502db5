import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../src/auth/tokens.ts';
import { sessions } from '../src/db/schema.ts';
import { bearer, createTestApp, ORIGIN, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const expect401 = async (
  headers: Record<string, string>,
  url = '/api/v1/user',
  method: 'GET' | 'POST' = 'GET',
) => {
  const res = await ctx.app.inject({ method, url, headers });
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toMatchObject({ loginUrl: `${ORIGIN}/sso/login` });
  expect(typeof res.json().message).toBe('string');
};

describe('every /api/v1 call needs a live session', () => {
  it.each([
    ['no header', {}],
    ['garbage', { authorization: 'Bearer garbage' }],
    ['wrong scheme', { authorization: 'Basic YXppZW5kYTpEZW1vLjIwMjY=' }],
    ['well-formed but unknown', { authorization: `Bearer ${newToken()}` }],
    ['very long', { authorization: `Bearer ${'a'.repeat(5000)}` }],
    ['sql-ish', { authorization: "Bearer ' OR 1=1 --" }],
  ])('answers 401 with loginUrl for %s', async (_label, headers) => {
    await expect401(headers as Record<string, string>);
    await expect401(headers as Record<string, string>, '/api/v1/sintesi/ultimi-rapporti');
    await expect401(headers as Record<string, string>, '/api/v1/logout', 'POST');
    await expect401(headers as Record<string, string>, '/api/v1/no-such-route');
  });

  it('answers 401 for an expired session', async () => {
    const token = await signIn(ctx.app, 'azienda');
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await expect401(bearer(token));
  });

  it('sessions last 8 hours', async () => {
    const before = Date.now();
    const token = await signIn(ctx.app, 'azienda');
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(8 * 3600_000 - 5000);
    expect(ttl).toBeLessThanOrEqual(8 * 3600_000 + 5000);
  });

  it('an sso cookie token is not a bearer token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=azienda&password=Demo.2026&service=%2F',
    });
    const raw = res.headers['set-cookie'];
    const ssoToken = (Array.isArray(raw) ? raw[0]! : raw!).split(';')[0]!.split('=')[1]!;
    await expect401(bearer(ssoToken));
  });
});

describe('bad input never gets a 500', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(ctx.app, 'azienda');
  });

  it('malformed JSON → 400 with a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il corpo della richiesta non è un JSON valido.');
  });

  it('unsupported content type → 415 with a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Tipo di contenuto non supportato.');
  });

  it('oversized body → 413 with a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Il corpo della richiesta è troppo grande.');
  });

  it('oversized sign-in form → 413, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${'a'.repeat(40 * 1024)}&password=x`,
    });
    expect(res.statusCode).toBe(413);
  });

  it('unknown route with a session → 404 JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/nothing-here', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Risorsa non trovata.' });
  });

  it('API answers: nothing may frame, sniff, load or cache them', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // frame-ancestors says it; the legacy header beside it is not sent.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('pages (sign-on, app): helmet’s headers with the CSP the app runs under', async () => {
    const res = await ctx.app.inject({ url: '/sso/login' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Sign-on pages: same-origin, so the form's post carries its real Origin (login-CSRF check).
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('health', () => {
  it('answers liveness and readiness without a session', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
