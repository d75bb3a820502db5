import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { rateCounters, sessions, users } from '../src/db/schema.ts';
import { bearer, createTestApp, ORIGIN, postLogin, signIn, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { SSO_ALLOWED_SERVICES: 'https://partner.example.it' } });
});
afterAll(() => ctx.close());

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : (raw as string);
  return first.split(';')[0]!;
};

describe('GET /sso/login', () => {
  it('shows an Italian sign-in page with labelled fields and the demo accounts in demo mode', async () => {
    const res = await ctx.app.inject({
      url: `/sso/login?service=${encodeURIComponent(`${ORIGIN}/credibility`)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('<label for="username">Nome utente</label>');
    expect(res.body).toContain('<label for="password">Password</label>');
    for (const u of ['azienda', 'azienda2', 'demo', 'analista', 'nonabilitato', 'senzareport']) {
      expect(res.body).toContain(`<code>${u}</code>`);
    }
    expect(res.body).toContain('Demo.2026');
  });

  it('does not list demo accounts outside demo mode', async () => {
    const other = await createTestApp({ seed: false, env: { DEMO: 'false' } });
    const res = await other.app.inject({ url: '/sso/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Account dimostrativi');
    await other.close();
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    'javascript:alert(1)',
    'http://localhost:81/',
    'http://127.0.0.1/',
    'http://user:pw@localhost/',
  ])('refuses the foreign service %s', async (service) => {
    const res = await ctx.app.inject({ url: `/sso/login?service=${encodeURIComponent(service)}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('non è consentito');
  });
});

describe('POST /sso/login', () => {
  it('redirects to the service with a 32-byte ticket that is stored only hashed', async () => {
    const res = await postLogin(ctx.app, {
      username: 'azienda',
      password: 'Demo.2026',
      service: `${ORIGIN}/credibility/overview?x=1`,
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(ORIGIN);
    expect(location.pathname).toBe('/credibility/overview');
    expect(location.searchParams.get('x')).toBe('1');
    const ticket = location.searchParams.get('ticket')!;
    expect(Buffer.from(ticket, 'base64url')).toHaveLength(32);
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(ticket)));
    expect(rows).toHaveLength(1);
    const plain = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, ticket));
    expect(plain).toHaveLength(0);
    const user = await ctx.app.inject({ url: '/api/v1/user', headers: bearer(ticket) });
    expect(user.json()).toMatchObject({ userId: 'AZIENDA', loginUserId: 'AZIENDA' });
  });

  it('accepts a relative service and an allow-listed origin', async () => {
    const rel = await postLogin(ctx.app, {
      username: 'azienda',
      password: 'Demo.2026',
      service: '/credibility',
    });
    expect(rel.headers.location).toMatch(/^http:\/\/localhost\/credibility\?ticket=/);
    const partner = await postLogin(ctx.app, {
      username: 'azienda',
      password: 'Demo.2026',
      service: 'https://partner.example.it/app',
    });
    expect(partner.headers.location).toMatch(/^https:\/\/partner\.example\.it\/app\?ticket=/);
  });

  it("answers 401 'Credenziali non valide' for a wrong password or an unknown user", async () => {
    for (const [username, password] of [
      ['azienda2', 'wrong'],
      ['nessuno', 'Demo.2026'],
    ]) {
      const res = await postLogin(ctx.app, { username: username!, password: password!, service: '/' });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Credenziali non valide');
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('refuses an open redirect even with right credentials', async () => {
    const res = await postLogin(ctx.app, {
      username: 'azienda',
      password: 'Demo.2026',
      service: 'https://evil.example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('answers 400 with the form again when a field is missing', async () => {
    const res = await postLogin(ctx.app, { username: 'azienda', service: '/' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<form');
  });

  it('rate limits: after 10 failures in 15 minutes even the right password gets 429', async () => {
    const username = 'demo';
    for (let i = 0; i < 10; i++) {
      const res = await postLogin(ctx.app, { username, password: `bad-${i}`, service: '/' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postLogin(ctx.app, { username, password: 'Demo.2026', service: '/' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Troppi tentativi');
    const other = await postLogin(ctx.app, { username: 'azienda', password: 'Demo.2026', service: '/' });
    expect(other.statusCode).toBe(303);
  });

  it('does not count failures of an ended window, and a success clears the count', async () => {
    const client = { remoteAddress: '10.0.0.7' };
    const login = (password: string) =>
      postLogin(ctx.app, { username: 'senzareport', password, service: '/' }, undefined, client);
    for (let i = 0; i < 10; i++) expect((await login('x')).statusCode).toBe(401);
    expect((await login('Demo.2026')).statusCode).toBe(429);
    await ctx.database.db
      .update(rateCounters)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(like(rateCounters.key, 'login:%'));
    expect((await login('Demo.2026')).statusCode).toBe(303);
    for (let i = 0; i < 9; i++) await login('x');
    expect((await login('Demo.2026')).statusCode).toBe(303);
  });
});

describe('sign-on session and logout', () => {
  it('a live sign-on session issues a new ticket without the form; /sso/logout ends it', async () => {
    const login = await postLogin(ctx.app, { username: 'azienda2', password: 'Demo.2026', service: '/' });
    const cookie = cookieOf(login);
    expect([login.headers['set-cookie']].flat()[0]).toContain('HttpOnly');
    const again = await ctx.app.inject({ url: '/sso/login?service=%2Fcredibility', headers: { cookie } });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/ticket=/);
    const ticket = new URL(again.headers.location as string).searchParams.get('ticket')!;

    const out = await ctx.app.inject({
      url: `/sso/logout?service=${encodeURIComponent(`${ORIGIN}/`)}`,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe(`${ORIGIN}/`);
    const after = await ctx.app.inject({ url: '/sso/login?service=%2F', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<form');
    const api = await ctx.app.inject({ url: '/api/v1/user', headers: bearer(ticket) });
    expect(api.statusCode).toBe(401);
  });

  it('/sso/logout does not redirect to a foreign service', async () => {
    const res = await ctx.app.inject({
      url: '/sso/logout?service=https%3A%2F%2Fevil.example.com',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });

  it('POST /api/v1/logout revokes the session and returns the logout address', async () => {
    const token = await signIn(ctx.app, 'azienda');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      logoutUrl: `${ORIGIN}/sso/logout?service=${encodeURIComponent(`${ORIGIN}/`)}`,
    });
    const again = await ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    const revoked = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token))));
    expect(revoked[0]?.revokedAt).toBeInstanceOf(Date);
  });

  it('passwords are stored as argon2 hashes', async () => {
    const [u] = await ctx.database.db.select().from(users).where(eq(users.username, 'azienda'));
    expect(u?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
