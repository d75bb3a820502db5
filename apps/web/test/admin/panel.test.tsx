import type { User } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, json, renderApp, stubSession } from '../helpers.tsx';
import { alfa, beta, emptyByModule, impersonating, PANEL, SELECTED_KEY, subject } from './fixtures.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

const nav = () => screen.getByRole('navigation', { name: 'Navigazione amministrazione' });

async function search(term: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByPlaceholderText('Inserisci ID soggetto o ID utente'), term);
  await user.click(screen.getByRole('button', { name: 'Cerca' }));
  return user;
}

const lastBody = (calls: { path: string; body: string | null }[], path: string) =>
  JSON.parse(calls.filter((c) => c.path === path).at(-1)?.body ?? 'null');

describe('admin dashboard', () => {
  it('disables Contributions, Notes and the overview link while no subject is selected', async () => {
    stubSession(adminUser);
    renderApp(PANEL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pannello di amministrazione' }),
    ).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(within(nav()).getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Note' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Vai alla panoramica' })).toBeDisabled();
    expect(screen.queryByText(/Stai visualizzando i dati di/)).not.toBeInTheDocument();
    // no sidebar on the admin pages
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
  });

  it('upper-cases the term and shows the result cards', async () => {
    const calls = stubSession(adminUser, {
      'POST /api/v1/admin/ricercaSoggetto': () => json({ risultati: [alfa, beta] }),
    });
    renderApp(PANEL);
    await search('  u200 ');
    const card = await screen.findByRole('article', { name: 'ALFA SRL' });
    expect(lastBody(calls, '/api/v1/admin/ricercaSoggetto')).toEqual({ userId: 'U200' });
    expect(within(card).getByText('Società a responsabilità limitata')).toBeVisible();
    expect(within(card).getByText('Attiva')).toBeVisible();
    expect(within(card).getByText('Via Roma 1, 20121 Milano (MI)')).toBeVisible();
    expect(within(card).getByText(alfa.azienda.partitaIva as string)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Seleziona soggetto' })).toBeVisible();
    const other = screen.getByRole('article', { name: 'BETA SPA' });
    expect(within(other).getByText('-')).toBeVisible(); // no address
  });

  it('tells when the search found nothing, and the reset link clears it', async () => {
    stubSession(adminUser, { 'POST /api/v1/admin/ricercaSoggetto': () => json({ risultati: [] }) });
    renderApp(PANEL);
    const user = await search('nessuno');
    expect(await screen.findByText('La ricerca non ha prodotto alcun risultato')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Azzera ricerca' }));
    expect(screen.queryByText('La ricerca non ha prodotto alcun risultato')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Inserisci ID soggetto o ID utente')).toHaveValue('');
  });

  it('hides the select button for the selected subject and for one with the same tax code', async () => {
    window.sessionStorage.setItem(SELECTED_KEY, JSON.stringify(alfa));
    const twin = subject('U999', 'ALFA SRL SEDE 2', {
      partitaIva: alfa.azienda.partitaIva,
      codiceFiscale: alfa.azienda.codiceFiscale,
    });
    stubSession(impersonating('U200'), {
      'POST /api/v1/admin/ricercaSoggetto': () => json({ risultati: [alfa, twin, beta] }),
    });
    renderApp(PANEL);
    expect(await screen.findByText('Stai visualizzando i dati di ALFA SRL')).toBeVisible();
    await search('alfa');
    const selected = await screen.findByRole('article', { name: 'ALFA SRL' });
    expect(within(selected).getByText('Soggetto già selezionato')).toBeVisible();
    expect(within(selected).queryByRole('button', { name: 'Seleziona soggetto' })).not.toBeInTheDocument();
    const sameCode = screen.getByRole('article', { name: 'ALFA SRL SEDE 2' });
    expect(within(sameCode).queryByRole('button', { name: 'Seleziona soggetto' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'BETA SPA' })).getByRole('button', {
        name: 'Seleziona soggetto',
      }),
    ).toBeVisible();
    // spec §2.6: disabled on the dashboard even with a subject selected; the queue is always open
    expect(within(nav()).getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Note' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Vai alla panoramica' })).toBeDisabled();
    expect(within(nav()).getByRole('link', { name: 'Coda di revisione' })).toBeVisible();
  });

  it('selects a subject: overview, then the banner on the admin pages', async () => {
    let current: User = adminUser;
    const calls = stubSession(adminUser, {
      'GET /api/v1/user': () => json(current),
      'POST /api/v1/admin/ricercaSoggetto': () => json({ risultati: [alfa] }),
      'POST /api/v1/admin/selectUser': () => {
        current = impersonating('U200');
        return json({ esito: true });
      },
    });
    renderApp(PANEL);
    const user = await search('u200');
    const card = await screen.findByRole('article', { name: 'ALFA SRL' });
    await user.click(within(card).getByRole('button', { name: 'Seleziona soggetto' }));
    await waitFor(() => expect(window.location.pathname).toBe('/credibility/overview'));
    expect(lastBody(calls, '/api/v1/admin/selectUser')).toEqual({ userId: 'U200' });
    expect(JSON.parse(window.sessionStorage.getItem(SELECTED_KEY) ?? 'null')).toEqual(alfa);
    // the user was reloaded after the selection
    expect(calls.filter((c) => c.path === '/api/v1/user').length).toBeGreaterThanOrEqual(2);
  });

  it('resets the subject: clears the selection and goes back to the panel', async () => {
    window.sessionStorage.setItem(SELECTED_KEY, JSON.stringify(alfa));
    let current: User = impersonating('U200');
    const calls = stubSession(adminUser, {
      'GET /api/v1/user': () => json(current),
      'POST /api/v1/admin/resetUser': () => {
        current = adminUser;
        return json({ esito: true });
      },
      'GET /api/v1/contribuzioni/leggi': () =>
        json({ moduli: emptyByModule(), storicoContribuzioni: emptyByModule() }),
    });
    renderApp('/credibility/admin-panel/gestione-contribuzioni');
    const banner = await screen.findByText('Stai visualizzando i dati di ALFA SRL');
    expect(banner).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Termina' }));
    await waitFor(() => expect(window.location.pathname).toBe(PANEL));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/admin/resetUser')).toBe(true);
    await waitFor(() => expect(screen.queryByText(/Stai visualizzando i dati di/)).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(SELECTED_KEY)).toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Contribuzioni' })).toBeDisabled();
  });
});
