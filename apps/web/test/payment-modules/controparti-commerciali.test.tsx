import { MESSAGES, type Synthesis } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { synthesis } from '../fixtures.ts';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { domainRoutes, lastBody, moduleInfo, readAnswer, record } from '../integration/fixtures.ts';
import { COUNTERPARTS, subject } from './fixtures.ts';

const BASE = '/api/v1/contribuzioni/controparti-commerciali';

const report: Synthesis = {
  ...synthesis,
  controparti: {
    top3Clienti: [
      { idSoggetto: '1', ragioneSociale: 'Cliente Uno S.p.A.', pivaCf: null, paese: 'Italia' },
      { idSoggetto: null, ragioneSociale: 'Client Three GmbH', pivaCf: null, paese: 'Germania' },
      { idSoggetto: '2', ragioneSociale: 'Cliente Due S.r.l.', pivaCf: null, paese: 'Italia' },
      { idSoggetto: '4', ragioneSociale: 'Cliente Quattro', pivaCf: null, paese: 'Italia' },
    ],
    top3Fornitori: [
      { idSoggetto: '5', ragioneSociale: 'Fornitore Acciai S.r.l.', pivaCf: null, paese: 'Italia' },
    ],
  },
};

const found = {
  '1': subject('1', 'CLIENTE UNO SPA', '11111111111'),
  '2': subject('2', 'CLIENTE DUE SRL', '22222222222'),
  '5': subject('5', 'FORNITORE ACCIAI SRL', '55555555555'),
};

function stubCounterparts(records = readAnswer()) {
  return stubSession(companyUser, {
    ...domainRoutes(),
    'POST /api/v1/sintesi/sintesi-documenti': () => json(report),
    [`GET ${BASE}/leggi`]: () => records.clone(),
    [`POST ${BASE}/scrivi`]: () => json({ esito: true, version: 3 }),
    'POST /api/v1/soggetto/ricerca-soggetto': () => json(found),
    'GET /api/v1/soggetto/IT99/ricerca': () =>
      json([
        {
          idSoggetto: '9',
          denominazione: 'NUOVA ITALIA SRL',
          codiceFiscale: '99999999999',
          partitaIva: '99999999999',
        },
      ]),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
  });
}

const block = (name: string) => screen.findByRole('region', { name });

describe('commercial counterparties', () => {
  it('prefills from the report top-3 (lookup; an entry without idSoggetto becomes foreign) and hides the menu at 3', async () => {
    const calls = stubCounterparts();
    renderApp(COUNTERPARTS);
    const clients = await block('Principali clienti');
    await within(clients).findByRole('group', { name: 'CLIENTE UNO SPA' });
    const names = within(clients)
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'));
    expect(names).toEqual(['CLIENTE UNO SPA', 'Client Three GmbH', 'CLIENTE DUE SRL']);
    const foreign = within(clients).getByRole('group', { name: 'Client Three GmbH' });
    expect(within(foreign).getByText('Germania')).toBeInTheDocument();
    expect(within(foreign).getByText(/Dati incompleti/)).toBeInTheDocument();
    // three clients: no add menu; one supplier: the menu is there
    expect(within(clients).queryByRole('button', { name: /Aggiungi soggetto/ })).not.toBeInTheDocument();
    const suppliersBlock = await block('Principali fornitori');
    expect(within(suppliersBlock).getByRole('button', { name: /Aggiungi soggetto/ })).toBeInTheDocument();
    const lookup = calls.find((c) => c.path === '/api/v1/soggetto/ricerca-soggetto');
    expect(JSON.parse(lookup?.body ?? '[]')).toEqual(['1', '2', '5']);
  });

  it('checks the foreign form: every field required, at most 80 characters', async () => {
    stubCounterparts();
    renderApp(COUNTERPARTS);
    const suppliersBlock = await block('Principali fornitori');
    await within(suppliersBlock).findByRole('group', { name: 'FORNITORE ACCIAI SRL' });
    await userEvent.click(within(suppliersBlock).getByRole('button', { name: /Aggiungi soggetto/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Azienda estera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Azienda estera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findAllByText(MESSAGES.required)).toHaveLength(4);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Denominazione/ }), 'x'.repeat(81));
    expect(await within(dialog).findByText(MESSAGES.max80)).toBeInTheDocument();
  });

  it('proceeds only when changed from the prefill, with the authorisation declared for Italian subjects', async () => {
    const calls = stubCounterparts();
    renderApp(COUNTERPARTS);
    const clients = await block('Principali clienti');
    await within(clients).findByRole('group', { name: 'CLIENTE UNO SPA' });
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    expect(proceed).toBeDisabled();

    // the incomplete foreign client is removed: now the set differs from the prefill
    await userEvent.click(within(clients).getByRole('button', { name: 'Elimina Client Three GmbH' }));
    expect(proceed).toBeDisabled();
    const declaration = screen.getByRole('checkbox', { name: /Dichiaro di disporre dell'autorizzazione/ });
    await userEvent.click(declaration);
    expect(proceed).toBeEnabled();

    // adding an Italian company through the search (stripped, 2 characters at least)
    await userEvent.click(within(clients).getByRole('button', { name: /Aggiungi soggetto/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Azienda italiana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Azienda italiana' });
    const input = within(dialog).getByRole('textbox', { name: /Partita IVA o codice fiscale/ });
    await userEvent.type(input, 'I');
    expect(within(dialog).getByRole('button', { name: 'Cerca' })).toBeDisabled();
    await userEvent.type(input, ' t-9.9');
    expect(input).toHaveValue('It99');
    await userEvent.clear(input);
    await userEvent.type(input, 'IT 99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    await userEvent.click(
      await within(dialog).findByRole('listitem', { name: 'Seleziona NUOVA ITALIA SRL' }),
    );
    await within(clients).findByRole('group', { name: 'NUOVA ITALIA SRL' });
    // the search form inside the modal does not submit the module form
    expect(lastBody(calls, `${BASE}/scrivi`)).toBeUndefined();
    expect(within(clients).queryByRole('button', { name: /Aggiungi soggetto/ })).not.toBeInTheDocument();

    await userEvent.click(proceed);
    await waitFor(() => expect(lastBody(calls, `${BASE}/scrivi`)).toBeDefined());
    const body = lastBody(calls, `${BASE}/scrivi`) as {
      clients: { idSoggetto: string }[];
      suppliers: unknown[];
    };
    expect(body.clients.map((c) => c.idSoggetto)).toEqual(['1', '2', '9']);
    expect(body.suppliers).toHaveLength(1);
  });

  it('starts from saved data without prefill; unchanged saved data cannot proceed; the archive lists it', async () => {
    const calls = stubCounterparts(
      readAnswer(
        record('SALVATO', {
          clients: [
            {
              isForeign: true,
              idSoggetto: 'cc-foreign-abc',
              denominazione: 'ACME LTD',
              paese: 'US',
              indirizzo: '1 Main St',
              comune: 'Boston',
            },
          ],
          suppliers: [],
        }),
      ),
    );
    renderApp(COUNTERPARTS);
    const clients = await block('Principali clienti');
    const acme = await within(clients).findByRole('group', { name: 'ACME LTD' });
    expect(within(acme).getByText('1 Main St · Boston · Stati Uniti')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/soggetto/ricerca-soggetto')).toBe(false);
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archivio dati' }));
    const archive = screen.getByRole('region', { name: 'Archivio dati' });
    expect(within(archive).getByText('ACME LTD')).toBeInTheDocument();
  });
});
