import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_LIMIT } from '../src/auth/sign-on.ts';
import { oidcLogins } from '../src/db/schema.ts';
import { runHousekeeping } from '../src/http/housekeeping.ts';
import { bearer, createTestApp, type TestContext } from './helpers.ts';
import { Browser } from './oidc-browser.ts';
import { machineKey, provisionCompany } from './provider-helpers.ts';

/**
 * The provider's sign-on (SSO_MODE=oidc) against a real OpenID Connect provider (oidc-provider)
 * on loopback: authorization code with PKCE, the user created from the claims at sign-in, the
 * app's ?ticket= start-up, and the provider's logout.
 */
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'mario.rossi': {
    preferred_username: 'mario.rossi',
    given_name: 'Mario',
    family_name: 'Rossi',
    email: 'mario.rossi@example.it',
    company_id: '7200001',
    roles: ['credibility'],
  },
  'anna.bianchi': {
    preferred_username: 'anna.bianchi',
    given_name: 'Anna',
    family_name: 'Bianchi',
    roles: ['analyst'],
  },
  'laura.spostata': { preferred_username: 'laura.spostata', company_id: '7200002', roles: ['credibility'] },
  'senza.azienda': { preferred_username: 'senza.azienda', company_id: '9999999', roles: ['credibility'] },
};

let ctx: TestContext;
let idp: http.Server;
let appBase: string;
let issuer: string;

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  ctx = await createTestApp({
    seed: false,
    env: {
      DEMO: 'false',
      SSO_MODE: 'oidc',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'portal-secret-for-tests',
      OIDC_SCOPES: 'openid profile email credibility',
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  appBase = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portal',
        client_secret: 'portal-secret-for-tests',
        redirect_uris: [`${appBase}/sso/oidc/callback`],
        post_logout_redirect_uris: [`${appBase}/`],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name'],
      email: ['email'],
      credibility: ['company_id', 'roles'],
    },
    findAccount: (_ctx: unknown, id: string) =>
      ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  idp.on('request', provider.callback());
  const key = await machineKey(ctx.database.db);
  await provisionCompany(ctx.app, key, { subjectId: '7200001', username: 'altro.utente' });
  // laura.spostata belongs to 7200001 here; the identity provider says 7200002 (she moved).
  await provisionCompany(ctx.app, key, { subjectId: '7200002', username: 'collega.nuova' });
  await provisionCompany(ctx.app, key, { subjectId: '7200001', username: 'laura.spostata' });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => idp?.close(() => resolve()));
});

/** Signs in at the IdP as `account` from the app's sign-on address; returns the last page. */
async function signIn(browser: Browser, account: string) {
  const service = `${appBase}/credibility`;
  const atApp = (u: string) => u.startsWith(`${appBase}/credibility`);
  let page = await browser.go(`${appBase}/sso/login?service=${encodeURIComponent(service)}`, atApp);
  const authorize = page;
  for (let step = 0; step < 3 && !page.location && !page.url.toString().startsWith(appBase); step++) {
    const form = Browser.form(page.body, page.url);
    const fields =
      form.hidden.prompt === 'login' ? { ...form.hidden, login: account, password: 'x' } : form.hidden;
    page = await browser.go(form.action, atApp, { form: fields });
  }
  return { page, authorize };
}

const ticketOf = (location: string | null) => new URL(location ?? 'http://x').searchParams.get('ticket');

describe('OpenID Connect sign-on', () => {
  it('a company user: code + PKCE, created from the claims, back in the app with ?ticket=', async () => {
    const browser = new Browser();
    const { page } = await signIn(browser, 'mario.rossi');
    expect(page.location).toMatch(new RegExp(`^${appBase}/credibility\\?ticket=`));
    const ticket = ticketOf(page.location)!;
    const user = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(ticket) });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json()).toMatchObject({ userId: 'MARIO.ROSSI', nome: 'Mario', cognome: 'Rossi' });
    const latest = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sintesi/ultimi-rapporti',
      headers: bearer(ticket),
    });
    expect(latest.json().rapportiCredibility.cdRichiestaUltimoEvaso).toBe('R7200001');

    // A live sign-on session: the next start-up goes straight back with a new ticket.
    const again = await browser.request(
      `${appBase}/sso/login?service=${encodeURIComponent(`${appBase}/credibility`)}`,
    );
    expect(ticketOf(again.location)).toBeTruthy();

    // Logout: the portal sessions end, then the provider's end_session_endpoint, then back to the app.
    const out = await browser.request(`${appBase}/sso/logout?service=${encodeURIComponent(`${appBase}/`)}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(out.location).toMatch(new RegExp(`^${issuer}/session/end\\?`));
    expect(new URL(out.location!).searchParams.get('post_logout_redirect_uri')).toBe(`${appBase}/`);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(ticket) })).statusCode,
    ).toBe(401);
    const confirm = await browser.go(out.location!);
    const form = Browser.form(confirm.body, confirm.url);
    const done = await browser.go(form.action, (u) => u.startsWith(appBase), {
      form: { ...form.hidden, logout: 'yes' },
    });
    expect(done.location).toBe(`${appBase}/`);
  });

  it(`a sign-on session issues at most ${TICKET_LIMIT.limit} tickets, as the embedded sign-on's does`, async () => {
    const browser = new Browser();
    await signIn(browser, 'mario.rossi');
    const login = `${appBase}/sso/login?service=${encodeURIComponent(`${appBase}/credibility`)}`;
    const answers = [];
    for (let i = 0; i < TICKET_LIMIT.limit + 2; i++) answers.push(await browser.request(login));
    expect(answers.filter((a) => ticketOf(a.location))).toHaveLength(TICKET_LIMIT.limit);
    const refused = answers.filter((a) => a.res.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('the authorization request carries PKCE (S256), state and nonce', async () => {
    const browser = new Browser();
    const first = await browser.request(
      `${appBase}/sso/login?service=${encodeURIComponent(`${appBase}/credibility`)}`,
    );
    const params = new URL(first.location!).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    // A callback whose state this browser was not given is refused.
    const forged = await new Browser().request(
      `${appBase}/sso/oidc/callback?code=x&state=${params.get('state')}`,
    );
    expect(forged.res.status).toBe(400);
  });

  it('an analyst from the roles claim; a user of a company not provisioned is refused', async () => {
    const { page } = await signIn(new Browser(), 'anna.bianchi');
    const ticket = ticketOf(page.location)!;
    const user = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(ticket) });
    expect(user.json()).toMatchObject({ userId: 'ANNA.BIANCHI', isAdmin: true });
    const refused = await signIn(new Browser(), 'senza.azienda');
    expect(refused.page.res.status).toBe(403);
    expect(refused.page.body).toContain('non è ancora registrata');
  });

  it('a user whose company claim changed follows the identity provider (no moveFromCompany from it)', async () => {
    const { page } = await signIn(new Browser(), 'laura.spostata');
    const ticket = ticketOf(page.location)!;
    expect(ticket, page.body).toBeTruthy();
    const latest = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sintesi/ultimi-rapporti',
      headers: bearer(ticket),
    });
    expect(latest.json().rapportiCredibility.cdRichiestaUltimoEvaso).toBe('R7200002');
  });
});

describe('OpenID Connect: forced log-out and sign-ins never completed (issue 24, finding 11)', () => {
  const user = (ticket: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(ticket) });

  it('a cross-site link or a client without Sec-Fetch-Site gets a page with a button, not a log-out', async () => {
    const browser = new Browser();
    const ticket = ticketOf((await signIn(browser, 'mario.rossi')).page.location)!;
    const logout = `${appBase}/sso/logout?service=${encodeURIComponent(`${appBase}/`)}`;
    const variants: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of variants) {
      const page = await browser.request(logout, { headers });
      expect(page.res.status, JSON.stringify(headers)).toBe(200);
      expect(page.location).toBeNull();
      expect(page.body).toContain('<form method="post" action="/sso/logout">');
      expect(page.body).toContain(`value="${appBase}/"`);
    }
    expect((await user(ticket)).statusCode).toBe(200);
    // The button's post from another site is refused; from the page itself it logs out.
    const forged = await browser.request(`${appBase}/sso/logout`, {
      form: { service: `${appBase}/` },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.res.status).toBe(403);
    expect((await user(ticket)).statusCode).toBe(200);
    const posted = await browser.request(`${appBase}/sso/logout`, {
      form: { service: `${appBase}/` },
      headers: { origin: appBase, 'sec-fetch-site': 'same-origin' },
    });
    expect(posted.res.status).toBe(303);
    expect(posted.location).toMatch(new RegExp(`^${issuer}/session/end\\?`));
    expect((await user(ticket)).statusCode).toBe(401);
  });

  it('the housekeeping removes sign-ins started and never completed, once past their time', async () => {
    await ctx.database.db.delete(oidcLogins);
    const start = (remoteAddress: string) => ctx.app.inject({ url: '/sso/login?service=%2F', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await start('198.51.100.20')).statusCode).toBe(303);
    expect(await ctx.database.db.select().from(oidcLogins)).toHaveLength(3);
    await ctx.database.db.update(oidcLogins).set({ createdAt: new Date(Date.now() - 11 * 60_000) });
    expect((await start('198.51.100.20')).statusCode).toBe(303);
    expect((await runHousekeeping(ctx.app)).oidcLogins).toBe(3);
    expect(await ctx.database.db.select().from(oidcLogins)).toHaveLength(1);
  });

  it('one client may start at most OIDC_LOGIN_LIMIT sign-ins in the window (an IPv6 /64 is one client)', async () => {
    const start = (remoteAddress: string) => ctx.app.inject({ url: '/sso/login?service=%2F', remoteAddress });
    const codes = await Promise.all(
      Array.from({ length: 70 }, (_, i) => start(`2001:db8:1:2:${i.toString(16)}::1`)),
    );
    expect(codes.filter((c) => c.statusCode === 303)).toHaveLength(60);
    const refused = codes.find((c) => c.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.body).toContain('Troppi accessi');
    expect((await start('2001:db8:1:2::ffff')).statusCode).toBe(429);
    expect((await start('::ffff:198.51.100.30')).statusCode).toBe(303);
    expect((await start('2001:db8:1:3::1')).statusCode).toBe(303);
  });
});
