import { userSchema } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyUser, json, stubApi } from '../../test/helpers.tsx';
import { ApiError, apiRequest, apiSend, loginRedirectUrl } from './api.ts';
import { browser } from './browser.ts';
import { i18n, loadLocale } from './i18n.ts';
import { writeTicket } from './ticket.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the bearer token from the ticket cookie and JSON accept; parses with the contract', async () => {
    writeTicket('ST-9');
    const calls = stubApi({ 'GET /api/v1/user': () => json(companyUser) });
    await expect(apiRequest('/user', userSchema)).resolves.toEqual(companyUser);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer ST-9');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('declares JSON content only when there is a body', async () => {
    const calls = stubApi({ 'POST /api/v1/x': () => new Response(null, { status: 204 }) });
    await apiSend('/x', { method: 'POST', body: { a: 1 }, query: { q: 'A B', skip: undefined } });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"a":1}');
    expect(calls[0]?.url).toBe('/api/v1/x?q=A+B');
  });

  it('on 401 sends the browser to loginUrl with the current full address as service', async () => {
    window.history.replaceState(null, '', '/credibility/overview?x=1#Management');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    stubApi({
      'GET /api/v1/user': () =>
        json({ message: 'Sessione scaduta', loginUrl: 'http://localhost/sso/login' }, 401),
    });
    const error = await apiRequest('/user', userSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthorized');
    const here = window.location.href;
    expect(here).toMatch(/\/credibility\/overview\?x=1#Management$/);
    const target = new URL(assign.mock.calls[0]![0] as string);
    const service = new URL(target.searchParams.get('service')!);
    const state = service.searchParams.get('sso_state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    service.searchParams.delete('sso_state');
    expect(service.toString()).toBe(here);
  });

  it('appends service with & when loginUrl already has a query', () => {
    expect(loginRedirectUrl('https://sso/login?lang=it', 'https://app/x?y=1')).toMatch(
      /^https:\/\/sso\/login\?lang=it&service=https%3A%2F%2Fapp%2Fx%3Fy%3D1%26sso_state%3D[0-9a-f]{32}$/,
    );
  });

  it('turns an error status into an ApiError with the server message', async () => {
    const assign = vi.spyOn(browser, 'assign');
    stubApi({ 'GET /api/v1/user': () => json({ message: 'Database non disponibile' }, 503) });
    const error = (await apiRequest('/user', userSchema).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Database non disponibile' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the field messages of a validation error, never the technical field paths', async () => {
    const message = 'Errore caricamento: si prega di rimuovere il documento e provare a ricaricarlo.';
    stubApi({
      'GET /api/v1/user': () =>
        json(
          {
            message: `Dati non validi: body.fornitori.0.fatture.0.chiaveDocumento — ${message}`,
            errors: [
              { path: 'body.fornitori.0.fatture.0.chiaveDocumento', message },
              { path: 'body.fornitori.0.fatture.1.chiaveDocumento', message },
              { path: 'body.fornitori.0.fatture.1.importo', message: 'Dato obbligatorio' },
            ],
          },
          400,
        ),
    });
    const error = (await apiRequest('/user', userSchema).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe(`${message} · Dato obbligatorio`);
    expect(error.serverMessage).not.toMatch(/body\./);
  });

  it('a 401 without loginUrl is an ordinary error', async () => {
    const assign = vi.spyOn(browser, 'assign');
    stubApi({ 'GET /api/v1/user': () => json({ message: 'no' }, 401) });
    const error = (await apiRequest('/user', userSchema).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'no' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports a missing response as a network error and a body off contract as invalid', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/user', userSchema)).rejects.toMatchObject({ kind: 'network', status: null });
    stubApi({ 'GET /api/v1/user': () => json({ nome: 'x' }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiRequest('/user', userSchema)).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });
    expect(logged).toHaveBeenCalled();
  });

  it('an error body without message has no server message', async () => {
    stubApi({ 'GET /api/v1/user': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiRequest('/user', userSchema)).rejects.toMatchObject({ status: 502, serverMessage: null });
  });

  it('public calls: the public prefix and the language, no bearer token, no sign-on redirect', async () => {
    writeTicket('ST-9');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    const assign = vi.spyOn(browser, 'assign');
    const calls = stubApi({
      'GET /api/public/v1/attestati/X': () =>
        json({ message: 'Not signed in', loginUrl: 'http://localhost/sso/login' }, 401),
    });
    const error = (await apiSend('/attestati/X', { public: true }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Not signed in' });
    expect(assign).not.toHaveBeenCalled();
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en');
  });
});
