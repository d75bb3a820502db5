import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hasSidebar } from '../src/app/layout/sidebar-visibility.ts';
import { browser } from '../src/lib/browser.ts';
import { readTicket, writeTicket } from '../src/lib/ticket.ts';
import { adminUser, companyUser, json, renderApp, stubSession } from './helpers.tsx';

const mainMenu = () => screen.queryByRole('navigation', { name: 'Menu principale' });

describe('sidebar', () => {
  it('has the three customer-area entries, named by their long labels, the current one marked', async () => {
    stubSession(companyUser);
    renderApp('/credibility/integrazione-dati/anagrafica');
    await screen.findByRole('heading', { level: 1, name: 'Anagrafica' });
    const nav = mainMenu();
    expect(nav).toBeInTheDocument();
    const links = within(nav as HTMLElement).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Panoramica azienda',
      'Integrazione dati',
      'Impostazioni attestato',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/credibility/overview',
      '/credibility/integrazione-dati',
      '/credibility/impostazioni-attestato',
    ]);
    // short labels for the narrow rail are in the DOM too
    expect(within(nav as HTMLElement).getByText('Overview')).toBeInTheDocument();
    expect(within(nav as HTMLElement).getByText('Integrazione')).toBeInTheDocument();
    expect(within(nav as HTMLElement).getByText('Impostazioni')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Integrazione dati' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Panoramica azienda' })).not.toHaveAttribute('aria-current');
  });

  it('navigates between the entries', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' });
    // The overview's certificate card links there too once its data is in: use the sidebar's.
    await userEvent.click(within(mainMenu()!).getByRole('link', { name: 'Impostazioni attestato' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Impostazioni del tuo attestato' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/impostazioni-attestato');
  });

  it.each([
    ['/credibility/admin-panel', 'Pannello di amministrazione'],
    ['/credibility/admin-panel/gestione-contribuzioni', 'Gestione contribuzioni'],
    ['/credibility/no-report', 'Nessun report associato'],
    ['/sostenibilita', 'Profilo di sostenibilità'],
  ])('is hidden on %s', async (path, h1) => {
    stubSession(adminUser);
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: h1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(mainMenu()).not.toBeInTheDocument();
  });

  it('visibility rule by path', () => {
    expect(hasSidebar('/credibility/overview')).toBe(true);
    expect(hasSidebar('/credibility/integrazione-dati/management/preview')).toBe(true);
    expect(hasSidebar('/credibility/admin-panel')).toBe(false);
    expect(hasSidebar('/credibility/admin-panel/gestione-contribuzioni')).toBe(false);
    expect(hasSidebar('/credibility/no-report')).toBe(false);
  });
});

describe('header', () => {
  it('has a skip link to the main content as first focusable element', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await screen.findByRole('heading', { level: 1, name: 'Panoramica azienda' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Vai al contenuto principale' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('shows initials and short name; the menu links the profile in a new tab', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    const trigger = await screen.findByRole('button', { name: 'Maria R., menu utente' });
    expect(within(trigger).getByText('MR')).toBeInTheDocument();
    expect(within(trigger).getByText('Maria R.')).toBeInTheDocument();
    await userEvent.click(trigger);
    const profile = await screen.findByRole('menuitem', { name: /Profilo utente/ });
    expect(profile).toHaveAttribute('href', 'https://account.example.test/profilo');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Esci' })).toBeInTheDocument();
  });

  it("'Esci' logs out: POST /logout, ticket cookie cleared, browser to logoutUrl", async () => {
    writeTicket('ST-LOGOUT');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const calls = stubSession(companyUser, {
      'POST /api/v1/logout': () =>
        json({ logoutUrl: 'http://localhost:3000/sso/logout?service=http%3A%2F%2Flocalhost%3A3000' }),
    });
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Maria R., menu utente' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'http://localhost:3000/sso/logout?service=http%3A%2F%2Flocalhost%3A3000',
      ),
    );
    const logout = calls.find((c) => c.path === '/api/v1/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer ST-LOGOUT');
    expect(readTicket()).toBeNull();
  });

  it('a failed logout keeps the session and shows a toast', async () => {
    writeTicket('ST-KEEP');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    stubSession(companyUser, { 'POST /api/v1/logout': () => json({ message: 'Logout non riuscito' }, 500) });
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Maria R., menu utente' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(await screen.findByText('Logout non riuscito')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(readTicket()).toBe('ST-KEEP');
  });

  it('opens the monitoring notifications panel (empty)', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifiche' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifiche di monitoraggio' });
    expect(within(panel).getByText('Nessuna notifica disponibile.')).toBeInTheDocument();
    expect(within(panel).getByText('0')).toBeInTheDocument();
  });

  it('hides the notifications on the sustainability page, with a back link to the root', async () => {
    stubSession(companyUser);
    renderApp('/sostenibilita');
    await screen.findByRole('heading', { level: 1, name: 'Profilo di sostenibilità' });
    expect(screen.queryByRole('button', { name: 'Notifiche' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/');
  });

  it('offers the help box with the support contacts', async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Assistenza' }));
    const help = await screen.findByRole('dialog', { name: 'Hai bisogno di aiuto?' });
    expect(within(help).getByRole('link', { name: 'assistenza@example.test' })).toBeInTheDocument();
    expect(within(help).getByText("Numero verde dall'Italia")).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: '800 123 456' })).toBeInTheDocument();
    expect(within(help).getByText("Dall'estero")).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: '+39 02 1234 5678' })).toBeInTheDocument();
  });
});
