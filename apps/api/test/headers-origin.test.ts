import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, createTestApp, postLogin, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
let behindProxy: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  behindProxy = await createTestApp({ env: { PUBLIC_URL: 'https://portale.example.it' } });
});
afterAll(async () => {
  await ctx.close();
  await behindProxy.close();
});

describe('security headers', () => {
  it('sends no HSTS over plain http and no X-Frame-Options beside frame-ancestors', async () => {
    const token = await signIn(ctx.app, 'azienda');
    for (const res of [
      await ctx.app.inject({ url: '/sso/login' }),
      await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) }),
    ]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS when the request came over https (behind the proxy)', async () => {
    const res = await behindProxy.app.inject({
      url: '/sso/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the origin tickets may be sent to', () => {
  it('requires PUBLIC_URL outside embedded mode', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', PUBLIC_URL: 'https://p.example.it/x' })
        .publicUrl,
    ).toBe('https://p.example.it');
  });

  it('a forged Host header does not decide where the ticket goes', async () => {
    const forged = { host: 'evil.example.com' };
    const page = await ctx.app.inject({
      url: `/sso/login?service=${encodeURIComponent('http://evil.example.com/')}`,
      headers: forged,
    });
    expect(page.statusCode).toBe(400);
    const res = await postLogin(
      ctx.app,
      { username: 'azienda', password: 'Demo.2026', service: '/credibility' },
      undefined,
      { headers: forged },
    );
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string).hostname).toBe('localhost');
  });
});
