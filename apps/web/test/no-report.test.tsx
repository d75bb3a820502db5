import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, latestReports, renderApp, stubSession, withoutReport } from './helpers.tsx';

describe('no-report redirect', () => {
  it('goes to the no-report page when both report identifiers are missing', async () => {
    stubSession(companyUser, { 'GET /api/v1/sintesi/ultimi-rapporti': () => json(withoutReport) });
    renderApp('/credibility/overview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nessun report associato' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/no-report');
    expect(screen.getByText(/valutazione della tua azienda è in corso/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Panoramica azienda' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
    // replaced, not pushed: Back does not return to the overview
    expect(window.history.length).toBe(1);
  });

  it('stays on the overview when the answer is off contract (no redirect on a guess)', async () => {
    stubSession(companyUser, {
      'GET /api/v1/sintesi/ultimi-rapporti': () => json({ rapportiCredibility: {} }),
    });
    renderApp('/credibility/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeInTheDocument();
    expect(await screen.findByText('Errore Generico')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/overview');
  });

  it.each([
    ['a request code only', latestReports('R-1', null)],
    ['a delivery id only', latestReports(null, 'C-1')],
  ])(
    'stays on the overview with %s (the synthesis needs both: the document error, no toast)',
    async (_label, answer) => {
      const calls = stubSession(companyUser, { 'GET /api/v1/sintesi/ultimi-rapporti': () => json(answer) });
      renderApp('/credibility/overview');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' }),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/credibility/overview');
      expect(
        await screen.findByText('Si è verificato un errore durante il caricamento del documento.'),
      ).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/v1/sintesi/sintesi-documenti')).toBe(false);
      expect(screen.queryByText(/^Errore/)).not.toBeInTheDocument();
    },
  );

  it('stays on the overview (with a toast) when the report call fails', async () => {
    stubSession(companyUser, {
      'GET /api/v1/sintesi/ultimi-rapporti': () =>
        json({ message: 'Route GET:/api/v1/sintesi/ultimi-rapporti not found' }, 404),
    });
    renderApp('/credibility/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' })).toBeInTheDocument();
    expect(await screen.findByText('Errore 404')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/overview');
  });

  it("'Torna a configurazioni' goes to the root", async () => {
    stubSession(companyUser, { 'GET /api/v1/sintesi/ultimi-rapporti': () => json(withoutReport) });
    renderApp('/credibility/no-report');
    const back = await screen.findByRole('link', { name: 'Torna a configurazioni' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    // root → overview → no report again: the user lands back here
    await waitFor(() => expect(window.location.pathname).toBe('/credibility/no-report'));
  });

  it.each([
    ['the data-integration page', '/credibility/integrazione-dati'],
    ['the contributions list', '/credibility/integrazione-dati/elenco-contribuzioni'],
    ['a module page', '/credibility/integrazione-dati/anagrafica'],
    ['a module preview', '/credibility/integrazione-dati/management/preview'],
    ['the certificate settings', '/credibility/impostazioni-attestato'],
  ])('sends a user without a report from %s to the no-report page', async (_label, path) => {
    const calls = stubSession(companyUser, {
      'GET /api/v1/sintesi/ultimi-rapporti': () => json(withoutReport),
    });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nessun report associato' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/no-report');
    // the page's own data was never asked for
    expect(calls.some((c) => c.path.startsWith('/api/v1/contribuzioni/'))).toBe(false);
    expect(screen.queryByText(/^Errore/)).not.toBeInTheDocument();
  });

  it('lets the page show its own error when the report list cannot be read (no redirect on a guess)', async () => {
    stubSession(companyUser, {
      'GET /api/v1/sintesi/ultimi-rapporti': () => json({ message: 'Non disponibile' }, 503),
      'GET /api/v1/contribuzioni/info-moduli': () => json({ message: 'Non disponibile' }, 503),
    });
    renderApp('/credibility/integrazione-dati');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrazione dati' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/integrazione-dati');
  });
});
