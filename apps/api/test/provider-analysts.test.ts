import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScopes } from '../src/features/provider/index.ts';
import { bearer, createTestApp, postLogin, signIn, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey } from './provider-helpers.ts';

/*
 * Issue 24, finding 6: a key with companies:write could make analysts and reset their passwords.
 * Analyst accounts and their passwords now need analysts:write; a new password ends every session.
 */

let ctx: TestContext;
let companies: string;
let analysts: string;
beforeAll(async () => {
  ctx = await createTestApp();
  companies = await machineKey(ctx.database.db, '*');
  analysts = await machineKey(ctx.database.db, 'companies:write,analysts:write');
});
afterAll(() => ctx.close());

const call = (key: string, method: 'PUT' | 'PATCH' | 'GET', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `${MACHINE}${url}`,
    headers: machineHeaders(key),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const putAdminAnalyst = (key: string, username: string, nome: string, password: string) =>
  call(key, 'PUT', `/users/${username}`, { nome, cognome: 'Analista', isAdmin: true, password });
const user = (token: string) => ctx.app.inject({ url: '/api/v1/user', headers: bearer(token) });
const signInStatus = async (username: string, password: string) =>
  (await postLogin(ctx.app, { username, password, service: '/' })).statusCode;

describe('analyst accounts need analysts:write', () => {
  it('"*" does not grant it; naming it does (keys:create --scopes "*,analysts:write")', () => {
    expect(parseScopes('*')).not.toContain('analysts:write');
    expect(parseScopes('*')).toContain('companies:write');
    expect(parseScopes('*,analysts:write')).toContain('analysts:write');
    expect(parseScopes('analysts:write companies:write')).toEqual(['analysts:write', 'companies:write']);
  });

  it('companies:write cannot create an analyst, nor change one, nor reset its password', async () => {
    const created = await putAdminAnalyst(companies, 'finto.analista', 'Finto', 'Password.Finta.1');
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toContain('analysts:write');
    expect((await call(companies, 'GET', '/users/finto.analista')).statusCode).toBe(404);

    for (const patch of [
      { password: 'Password.Rubata.1' },
      { isAdmin: false, password: 'Password.Rubata.1' },
      { suspended: true },
      { email: 'attaccante@example.com' },
    ])
      expect(
        (await call(companies, 'PATCH', '/users/analista', patch)).statusCode,
        JSON.stringify(patch),
      ).toBe(403);
    // Through a company's users, too: nothing of the company is written either.
    const { id: _id, ...subject } = (await call(companies, 'GET', '/companies/1000001')).json().subject;
    const company = await call(companies, 'PUT', '/companies/1000001', {
      subject: { ...subject, denominazione: 'RINOMINATA S.R.L.' },
      users: [{ username: 'analista', nome: 'Giulia', cognome: 'Rossi', password: 'Password.Rubata.1' }],
    });
    expect(company.statusCode, company.body).toBe(403);
    expect((await call(companies, 'GET', '/companies/1000001')).json().subject.denominazione).not.toBe(
      'RINOMINATA S.R.L.',
    );
    // A company user cannot be promoted either.
    expect((await call(companies, 'PATCH', '/users/azienda2', { isAdmin: true })).statusCode).toBe(403);

    expect(await signInStatus('analista', 'Password.Rubata.1')).toBe(401);
    expect(await signInStatus('analista', 'Demo.2026')).toBe(303);
    const view = (await call(companies, 'GET', '/users/analista')).json();
    expect(view).toMatchObject({ isAdmin: true, suspended: false, email: 'analista@example.it' });
    expect((await call(companies, 'GET', '/users/azienda2')).json().isAdmin).toBe(false);
  });

  it('with analysts:write: creates an analyst and changes its password', async () => {
    const created = await putAdminAnalyst(analysts, 'nuovo.analista', 'Nuovo', 'Password.Nuova.1');
    expect(created.statusCode).toBe(201);
    expect(await signInStatus('nuovo.analista', 'Password.Nuova.1')).toBe(303);
    expect(
      (await call(analysts, 'PATCH', '/users/nuovo.analista', { password: 'Password.Nuova.2' })).statusCode,
    ).toBe(200);
    expect(await signInStatus('nuovo.analista', 'Password.Nuova.1')).toBe(401);
    expect(await signInStatus('nuovo.analista', 'Password.Nuova.2')).toBe(303);
  });
});

describe('a new password ends every session of the user', () => {
  it('an analyst: both sign-ins and the sign-on session are out at once; another user is not', async () => {
    await call(analysts, 'PUT', '/users/altro.analista', {
      nome: 'Altro',
      cognome: 'Analista',
      isAdmin: true,
      password: 'Password.Altro.1',
    });
    const first = await signIn(ctx.app, 'altro.analista', 'Password.Altro.1');
    const second = await signIn(ctx.app, 'altro.analista', 'Password.Altro.1');
    const bystander = await signIn(ctx.app, 'azienda');
    expect((await user(first)).statusCode).toBe(200);
    expect((await user(second)).statusCode).toBe(200);

    expect(
      (await call(analysts, 'PATCH', '/users/altro.analista', { password: 'Password.Altro.2' })).statusCode,
    ).toBe(200);
    expect((await user(first)).statusCode).toBe(401);
    expect((await user(second)).statusCode).toBe(401);
    expect((await user(bystander)).statusCode).toBe(200);
  });

  it('a company user (companies:write), and the sign-on cookie no longer mints tickets', async () => {
    const login = await postLogin(ctx.app, { username: 'azienda2', password: 'Demo.2026', service: '/' });
    expect(login.statusCode).toBe(303);
    const ticket = new URL(login.headers.location as string, 'http://localhost').searchParams.get('ticket')!;
    const ssoCookie = [login.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0]!)
      .find((c) => c.startsWith('sso_session='))!;
    const mint = () => ctx.app.inject({ url: '/sso/login?service=/', headers: { cookie: ssoCookie } });
    expect((await mint()).statusCode).toBe(303);

    // Another field alone ends nothing.
    expect((await call(companies, 'PATCH', '/users/azienda2', { nome: 'Marco' })).statusCode).toBe(200);
    expect((await user(ticket)).statusCode).toBe(200);

    expect(
      (await call(companies, 'PATCH', '/users/azienda2', { password: 'Password.Nuova.9' })).statusCode,
    ).toBe(200);
    expect((await user(ticket)).statusCode).toBe(401);
    expect((await mint()).statusCode).toBe(200); // the sign-in form again, no ticket
    expect(await signInStatus('azienda2', 'Password.Nuova.9')).toBe(303);
  });
});
