import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../src/lib/browser.ts';
import { readTicket, withSignOnState, writeTicket } from '../src/lib/ticket.ts';
import { companyUser, json, renderApp, stubSession } from './helpers.tsx';

describe('start-up', () => {
  it('stores ?ticket= as the session cookie, cleans the address and sends it as bearer', async () => {
    const calls = stubSession(companyUser);
    // The state this tab set before leaving for the sign-on page comes back with the ticket.
    const state = new URL(withSignOnState('http://localhost/')).searchParams.get('sso_state');
    renderApp(`/credibility/overview?ticket=ST-123-abc&tab=2&sso_state=${state}#Management`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeInTheDocument();
    expect(readTicket()).toBe('ST-123-abc');
    expect(document.cookie).toContain('ticket=ST-123-abc');
    expect(window.location.pathname).toBe('/credibility/overview');
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#Management');

    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/v1/user',
        'GET /api/v1/dominio/url-interne',
        'GET /api/v1/sintesi/ultimi-rapporti',
      ]),
    );
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBe('Bearer ST-123-abc');
      expect(call.headers.get('Accept')).toBe('application/json');
    }
  });

  it("does not adopt a ticket this tab did not ask for (someone else's link)", async () => {
    writeTicket('MINE');
    const calls = stubSession(companyUser);
    renderApp('/credibility/overview?ticket=THEIRS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeInTheDocument();
    expect(readTicket()).toBe('MINE');
    expect(window.location.search).toBe('');
    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer MINE');
  });

  it('shows a labelled loader while the user loads', async () => {
    let release: (r: Response) => void = () => {};
    stubSession(companyUser, { 'GET /api/v1/user': () => new Promise<Response>((r) => (release = r)) });
    renderApp('/credibility/overview');
    expect(await screen.findByRole('status', { name: 'Caricamento in corso…' })).toBeInTheDocument();
    release(json(companyUser));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeInTheDocument();
  });

  it('a 401 on the user sends the browser to the sign-on page with the address as service', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    stubSession(companyUser, {
      'GET /api/v1/user': () =>
        json({ message: 'Non autenticato', loginUrl: 'http://localhost:3000/sso/login' }, 401),
    });
    renderApp('/credibility/integrazione-dati?x=1');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const service = new URL(new URL(assign.mock.calls[0]![0] as string).searchParams.get('service')!);
    expect(service.searchParams.get('sso_state')).toMatch(/^[0-9a-f]{32}$/);
    service.searchParams.delete('sso_state');
    expect(service.toString()).toBe(window.location.href);
    expect(window.location.href).toMatch(/\/credibility\/integrazione-dati\?x=1$/);
    expect(screen.queryByText('Errore caricamento applicazione')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("any other user failure shows 'Errore caricamento applicazione' and a toast", async () => {
    stubSession(companyUser, {
      'GET /api/v1/user': () => json({ message: 'Servizio anagrafiche non disponibile' }, 500),
    });
    renderApp('/credibility/overview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Errore caricamento applicazione' }),
    ).toBeInTheDocument();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Errore 500');
    expect(toast).toHaveTextContent('Servizio anagrafiche non disponibile');
  });

  it("a network failure on the user shows the app error and 'Server non raggiungibile.'", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(await screen.findByText('Errore caricamento applicazione')).toBeInTheDocument();
    expect(await screen.findAllByText('Server non raggiungibile.')).not.toHaveLength(0);
  });
});
