import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, companyUser, renderApp, stubSession } from './helpers.tsx';

const FORBIDDEN =
  "Utente non abilitato ad accedere alla piattaforma. Contatta l'assistenza clienti, oppure accedi con un altro account.";

async function expectPage(path: string, h1: string) {
  expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe(path));
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

describe('root redirect', () => {
  it('sends an admin to the admin panel', async () => {
    stubSession(adminUser);
    renderApp('/');
    await expectPage('/credibility/admin-panel', 'Pannello di amministrazione');
  });

  it('sends a company user to the overview', async () => {
    stubSession(companyUser);
    renderApp('/');
    await expectPage('/credibility/overview', 'Panoramica azienda');
  });
});

describe('customer-area routes', () => {
  it.each([
    ['/credibility', '/credibility/overview', 'Panoramica azienda'],
    ['/credibility/non-esiste/ancora', '/credibility/overview', 'Panoramica azienda'],
    ['/percorso-ignoto', '/credibility/overview', 'Panoramica azienda'],
    ['/credibility/integrazione-dati', '/credibility/integrazione-dati', 'Integrazione dati'],
    [
      '/credibility/integrazione-dati/elenco-contribuzioni',
      '/credibility/integrazione-dati/elenco-contribuzioni',
      'Elenco contribuzioni',
    ],
    [
      '/credibility/impostazioni-attestato',
      '/credibility/impostazioni-attestato',
      'Impostazioni del tuo attestato',
    ],
    [
      '/credibility/integrazione-dati/situazione-ecofin',
      '/credibility/integrazione-dati/situazione-ecofin',
      'Situazione economico-finanziaria',
    ],
    [
      '/credibility/integrazione-dati/esperienze-pagamento/preview',
      '/credibility/integrazione-dati/esperienze-pagamento/preview',
      'Esperienze di Pagamento',
    ],
    ['/credibility/integrazione-dati/modulo-ignoto', '/credibility/overview', 'Panoramica azienda'],
    ['/sostenibilita', '/sostenibilita', 'Profilo di sostenibilità'],
  ])('%s → %s', async (from, to, h1) => {
    stubSession(companyUser);
    renderApp(from);
    await expectPage(to, h1);
  });
});

describe('forbidden screen', () => {
  it('shows for a user without the credibility enablement', async () => {
    stubSession({ ...companyUser, abilitazioni: { abilitatoCredibility: false } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN })).toBeInTheDocument();
    expect(screen.getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Torna al sito del fornitore/ })).toHaveAttribute(
      'href',
      'https://www.example.test',
    );
    expect(screen.getByRole('link', { name: 'assistenza@example.test' })).toHaveAttribute(
      'href',
      'mailto:assistenza@example.test',
    );
    expect(screen.getByRole('link', { name: '800 123 456' })).toHaveAttribute('href', 'tel:800123456');
    expect(screen.getByRole('link', { name: '+39 02 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
  });

  it('shows for an enabled user with status 403', async () => {
    stubSession({ ...companyUser, status: 403 });
    renderApp('/credibility/overview');
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Panoramica azienda' })).not.toBeInTheDocument();
  });

  it('shows for a user with status 403 on the admin pages too', async () => {
    stubSession({ ...adminUser, status: 403 });
    renderApp('/credibility/admin-panel');
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
  });

  it('shows on the sustainability page for a user without the credibility enablement', async () => {
    const calls = stubSession({ ...companyUser, abilitazioni: { abilitatoCredibility: false } });
    renderApp('/sostenibilita');
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profilo di sostenibilità' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/soggetto/sostenibilita')).toBe(false);
    expect(screen.queryByText(/^Errore/)).not.toBeInTheDocument();
  });

  it('shows on the sustainability page for status 403', async () => {
    stubSession({ ...companyUser, status: 403 });
    renderApp('/sostenibilita');
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it.each([
    ['an admin', adminUser],
    ['an impersonating user (loginUserId ≠ userId)', { ...companyUser, loginUserId: 'ADM1', userId: 'U100' }],
  ])('lets %s in', async (_label, user) => {
    stubSession(user);
    renderApp('/credibility/admin-panel/gestione-contribuzioni');
    await expectPage('/credibility/admin-panel/gestione-contribuzioni', 'Gestione contribuzioni');
  });

  it('sends anyone else back to the root (and so to the overview)', async () => {
    stubSession(companyUser);
    renderApp('/credibility/admin-panel');
    await expectPage('/credibility/overview', 'Panoramica azienda');
    expect(screen.queryByText('Pannello di amministrazione')).not.toBeInTheDocument();
  });
});
