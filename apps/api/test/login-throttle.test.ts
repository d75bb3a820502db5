import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/auth/login-throttle.ts';
import { createTestApp, postLogin, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const attempt = (username: string, password: string, remoteAddress: string, cookie?: string) =>
  postLogin(ctx.app, { username, password, service: '/' }, cookie, { remoteAddress });

const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0]!)
    .find((c) => c.startsWith('sso_device='));

describe('sign-in throttle (docs/security.md)', () => {
  it('counts atomically: of 150 parallel wrong passwords exactly the limit is checked, the rest get 429', async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 150 }, () => attempt(`nessuno${round}`, 'sbagliata', `10.1.${round}.1`)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndClient);
      expect(codes.filter((c) => c === 429)).toHaveLength(150 - LOGIN_LIMITS.perAccountAndClient);
    }
  });

  it("an attacker's wrong passwords do not lock the real user out", async () => {
    // The analyst has signed in from this browser before: it holds a device cookie.
    const first = await attempt('analista', 'Demo.2026', '10.2.0.1');
    expect(first.statusCode).toBe(303);
    const device = deviceCookieOf(first);
    expect(device).toBeDefined();
    // Attackers from many addresses: past every per-account limit.
    for (let ip = 0; ip < 12; ip++) {
      await Promise.all(Array.from({ length: 10 }, () => attempt('analista', 'sbagliata', `10.3.0.${ip}`)));
    }
    expect((await attempt('analista', 'Demo.2026', '10.3.0.1')).statusCode).toBe(429);
    // The analyst, in the known browser, even behind the attacker's own address, still gets in.
    expect((await attempt('analista', 'Demo.2026', '10.3.0.1', device)).statusCode).toBe(303);
    expect((await attempt('analista', 'Demo.2026', '10.2.0.1', device)).statusCode).toBe(303);
  });

  it('ten wrong passwords from one address do not stop the user at another address', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('azienda2', 'x', '10.4.0.1')).statusCode).toBe(401);
    expect((await attempt('azienda2', 'Demo.2026', '10.4.0.1')).statusCode).toBe(429);
    expect((await attempt('azienda2', 'Demo.2026', '10.4.0.2')).statusCode).toBe(303);
  });

  it('limits one client spraying many usernames', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 270; i += 30) {
      const batch = await Promise.all(
        Array.from({ length: 30 }, (_, u) => attempt(`utente${u}`, `p${i}`, '10.5.0.1')),
      );
      codes.push(...batch.map((b) => b.statusCode));
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.perClient);
    expect(codes.filter((c) => c === 429)).toHaveLength(270 - LOGIN_LIMITS.perClient);
    // Another client is not affected.
    expect((await attempt('azienda', 'Demo.2026', '10.5.0.2')).statusCode).toBe(303);
  });
});

describe('refused attempts count towards nothing (issue 24, finding 3)', () => {
  it('one address hammering an account past its own limit does not lock the account elsewhere', async () => {
    // Far beyond the per-account cap, all from one address: only the first ten are checked.
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 20; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => attempt('demo', 'sbagliata', '10.6.0.1')),
      );
      codes.push(...batch.map((b) => b.statusCode));
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndClient);
    // The same address stays refused; the user, in a browser never used before, elsewhere, gets in.
    expect((await attempt('demo', 'Demo.2026', '10.6.0.1')).statusCode).toBe(429);
    expect((await attempt('demo', 'Demo.2026', '10.6.0.2')).statusCode).toBe(303);
  });

  it('refused attempts do not use up the per-account cap: it needs that many checked failures', async () => {
    // Nine addresses, each far past its per-address limit: 90 checked failures, 90 refused.
    for (let ip = 0; ip < 9; ip++)
      await Promise.all(
        Array.from({ length: 20 }, () => attempt('senzareport', 'sbagliata', `10.7.0.${ip}`)),
      );
    // Room left under the cap: a tenth address still has its ten tries, the user one of them.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndClient - 1; i++)
      expect((await attempt('senzareport', 'sbagliata', '10.7.1.1')).statusCode).toBe(401);
    expect((await attempt('senzareport', 'Demo.2026', '10.7.1.2')).statusCode).toBe(303);
    // The cap itself holds: 99 checked failures + 1 more from a fresh address reaches 100.
    expect((await attempt('senzareport', 'sbagliata', '10.7.2.1')).statusCode).toBe(401);
    expect((await attempt('senzareport', 'sbagliata', '10.7.2.2')).statusCode).toBe(429);
  });
});
