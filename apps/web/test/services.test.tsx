import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, renderApp, stubSession } from './helpers.tsx';

const INACTIVE = 'Servizio non attivo: per attivarlo contatta il tuo account manager.';

describe('service choice', () => {
  it('presents the four services; active ones link to their pages, inactive ones say how to activate', async () => {
    stubSession(companyUser);
    renderApp('/credibility/servizi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Servizi' })).toBeInTheDocument();

    const credit = screen.getByRole('region', { name: 'Gestione del merito creditizio' });
    expect(within(credit).getByRole('link', { name: /Vai al servizio/ })).toHaveAttribute(
      'href',
      '/credibility/overview',
    );
    const sustainability = screen.getByRole('region', { name: 'Valutazione di sostenibilità' });
    expect(within(sustainability).getByRole('link', { name: /Vai al servizio/ })).toHaveAttribute(
      'href',
      '/sostenibilita',
    );
    for (const name of ['Monitoraggio del rischio di insolvenza', 'Ricerca bandi e finanziamenti']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByText(INACTIVE)).toBeInTheDocument();
      expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(screen.getAllByText(INACTIVE)).toHaveLength(2);
  });

  it("is reached from the user menu as 'Servizi'", async () => {
    stubSession(companyUser);
    renderApp('/credibility/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Maria R., menu utente' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Servizi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servizi' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/credibility/servizi');
  });
});
