import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_ON_LIMIT, TICKET_LIMIT } from '../src/auth/sign-on.ts';
import { bearer, createTestApp, ORIGIN, postLogin, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const credentials = { username: 'azienda', password: 'Demo.2026', service: '/' };
const ssoCookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0]!)
    .find((c) => c.startsWith('sso_session='))!;

describe('login CSRF: the sign-on form refuses cross-site posts', () => {
  it.each<Record<string, string>>([
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example.com' },
    { origin: 'null' },
  ])('refuses %o with 403 and no session', async (headers) => {
    const res = await postLogin(ctx.app, credentials, undefined, { headers });
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('Richiesta non consentita');
  });

  it('a browser without Sec-Fetch-Site is judged by Origin; with it, by Sec-Fetch-Site', async () => {
    const own = await postLogin(ctx.app, credentials, undefined, { headers: { origin: ORIGIN } });
    expect(own.statusCode).toBe(303);
    const sandboxed = await postLogin(ctx.app, credentials, undefined, {
      headers: { origin: 'null', 'sec-fetch-site': 'cross-site' },
    });
    expect(sandboxed.statusCode).toBe(403);
  });

  it('accepts the post of its own page', async () => {
    const res = await postLogin(ctx.app, credentials, undefined, {
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(303);
  });
});

describe('log-out is not cross-site triggerable', () => {
  it('a GET from another site only asks; the same-origin post logs out', async () => {
    const login = await postLogin(ctx.app, credentials);
    const cookie = ssoCookieOf(login);
    const ticket = new URL(login.headers.location as string).searchParams.get('ticket')!;
    for (const site of ['cross-site', undefined]) {
      const res = await ctx.app.inject({
        url: '/sso/logout?service=%2F',
        headers: { cookie, ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<form method="post" action="/sso/logout">');
      expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(ticket) })).statusCode).toBe(200);
    }
    const crossPost = await ctx.app.inject({
      method: 'POST',
      url: '/sso/logout',
      headers: {
        cookie,
        origin: 'https://evil.example.com',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'service=%2F',
    });
    expect(crossPost.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(ticket) })).statusCode).toBe(200);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/sso/logout',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'service=%2F',
    });
    expect(confirmed.statusCode).toBe(303);
    expect((await ctx.app.inject({ url: '/api/v1/user', headers: bearer(ticket) })).statusCode).toBe(401);
  });
});

describe('one sign-on cookie cannot mint sessions without bound', () => {
  it(`issues at most ${TICKET_LIMIT.limit} tickets per sign-on session in ${TICKET_LIMIT.windowMs / 60000} minutes`, async () => {
    const cookie = ssoCookieOf(await postLogin(ctx.app, credentials));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        ctx.app.inject({ url: '/sso/login?service=%2F', headers: { cookie } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 303)).toHaveLength(TICKET_LIMIT.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(100 - TICKET_LIMIT.limit);
  });

  it(`opens at most ${SIGN_ON_LIMIT.limit} sign-on sessions per account in ${SIGN_ON_LIMIT.windowMs / 60000} minutes`, async () => {
    const codes: number[] = [];
    for (let i = 0; i < SIGN_ON_LIMIT.limit + 3; i++) {
      const res = await postLogin(ctx.app, { ...credentials, username: 'senzareport' }, undefined, {
        remoteAddress: `10.9.0.${i % 200}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 303)).toHaveLength(SIGN_ON_LIMIT.limit);
    expect(codes.slice(-3)).toEqual([429, 429, 429]);
  });
});
