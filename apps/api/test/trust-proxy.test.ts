import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/auth/login-throttle.ts';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { createTestApp, postLogin, type TestContext } from './helpers.ts';

/*
 * Issue 24, finding 5: with PUBLIC_URL set (required with PostgreSQL) every X-Forwarded-For was
 * believed, so a client chose the address every per-address limit counts. Only the proxies named
 * by TRUST_PROXY are believed now.
 */

const wrong = (ctx: TestContext, remoteAddress: string, forwardedFor?: string) =>
  postLogin(ctx.app, { username: 'azienda', password: 'sbagliata', service: '/' }, undefined, {
    remoteAddress,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

/** Ten failures with a different forged X-Forwarded-For each time, then the eleventh. */
async function forgedRun(ctx: TestContext, remoteAddress: string, suffix = '') {
  for (let i = 0; i < LOGIN_LIMITS.perAccountAndClient; i++)
    expect((await wrong(ctx, remoteAddress, `192.0.2.${i + 1}${suffix}`)).statusCode).toBe(401);
  return (await wrong(ctx, remoteAddress, `192.0.2.200${suffix}`)).statusCode;
}

describe('TRUST_PROXY', () => {
  it('parses off and proxy addresses; refuses "true", hop counts and bad addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, loopback,2001:db8::1')).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::1',
    ]);
    for (const bad of ['true', '1', '2', 'yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.internal', '999.1.1.1'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@h/db', PUBLIC_URL: 'https://p.example.it' }).trustProxy,
    ).toBe(false);
  });

  describe('with PUBLIC_URL and no TRUST_PROXY', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: { PUBLIC_URL: 'https://portale.example.it' } });
    });
    afterAll(() => ctx.close());

    it('a forged X-Forwarded-For does not change the address the sign-in limit counts', async () => {
      expect(await forgedRun(ctx, '203.0.113.5')).toBe(429);
    });

    it('still sends HSTS (the public origin is https) without believing X-Forwarded-Proto', async () => {
      const res = await ctx.app.inject({ url: '/sso/login' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });

  describe('with the proxy named', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({
        env: { PUBLIC_URL: 'https://portale.example.it', TRUST_PROXY: '10.9.0.1' },
      });
    });
    afterAll(() => ctx.close());

    it('the client is the address the trusted proxy saw; what the client wrote before it is ignored', async () => {
      // The proxy appends the address it saw (198.51.100.7) to whatever the client sent.
      expect(await forgedRun(ctx, '10.9.0.1', ', 198.51.100.7')).toBe(429);
      // Another client behind the same proxy is not locked out.
      expect((await wrong(ctx, '10.9.0.1', '198.51.100.8')).statusCode).toBe(401);
      // A peer that is not the proxy is itself the client, whatever it writes.
      expect(await forgedRun(ctx, '203.0.113.6')).toBe(429);
    });
  });
});
