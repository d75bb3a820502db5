import { MESSAGES } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { domainRoutes, lastBody, moduleInfo, readAnswer, record } from './fixtures.ts';

const MANAGEMENT = '/credibility/integrazione-dati/management';

function stubManagement(records = readAnswer()) {
  return stubSession(companyUser, {
    ...domainRoutes(),
    'GET /api/v1/contribuzioni/management/leggi': () => records,
    'POST /api/v1/contribuzioni/management/scrivi': () => json({ esito: true, version: 1 }),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
  });
}

const officer = (number: number) => screen.getByRole('group', { name: `Esponente ${number}` });

async function paste(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) {
    input.focus();
    await userEvent.paste(value);
  }
}

describe('management module', () => {
  it('starts from the report officers, with roles matched by label and the others left to choose', async () => {
    stubManagement();
    renderApp(MANAGEMENT);
    const first = await screen.findByRole('group', { name: 'Esponente 1' });
    expect(within(first).getByRole('textbox', { name: /Nome e cognome/ })).toHaveValue('MARIO BIANCHI');
    expect(within(first).getByText('Amministratore unico')).toBeInTheDocument();
    // 'Procuratrice' is not an offered role: the officer has none yet
    expect(await within(officer(2)).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Esponente \d$/ })).toHaveLength(5);
  });

  it('accepts a tax/VAT code of 11 or 16 characters only', async () => {
    stubManagement(
      readAnswer(
        record('SALVATO', {
          esponenti: [{ denominazione: 'MARIO ROSSI', cfPiva: '01234567890', cariche: ['AU'] }],
        }),
      ),
    );
    renderApp(MANAGEMENT);
    const code = await screen.findByRole('textbox', { name: /Codice fiscale/ });
    for (const [value, valid] of [
      ['0123456789', false],
      ['01234567891', true],
      ['RSSMRA80A01F205X', true],
      ['RSSMRA80A01F205XY', false],
    ] as const) {
      await paste(code, value);
      if (valid)
        await waitFor(() => expect(screen.queryByText(MESSAGES.cfPivaLength)).not.toBeInTheDocument());
      else expect(await screen.findByText(MESSAGES.cfPivaLength)).toBeInTheDocument();
    }
  });

  it('adds and deletes officers; a new one needs a role; the text is sent upper-cased', async () => {
    const calls = stubManagement(
      readAnswer(
        record('SALVATO', {
          esponenti: [{ denominazione: 'MARIO ROSSI', cfPiva: '01234567890', cariche: ['AU'] }],
        }),
      ),
    );
    renderApp(MANAGEMENT);
    await screen.findByRole('group', { name: 'Esponente 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi esponente' }));
    const second = officer(2);
    await paste(within(second).getByRole('textbox', { name: /Nome e cognome/ }), 'anna verdi');
    await paste(within(second).getByRole('textbox', { name: /Codice fiscale/ }), 'vrdnna75b41f205y');
    expect(within(second).getByRole('textbox', { name: /Nome e cognome/ })).toHaveStyle({
      textTransform: 'uppercase',
    });
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    expect(proceed).toBeDisabled();

    await userEvent.click(within(second).getByRole('combobox', { name: /Cariche/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Presidente' }));
    await waitFor(() => expect(proceed).toBeEnabled());

    // a third, empty one: no 'Campo obbligatorio' before it is touched; deleted after a confirmation
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi esponente' }));
    expect(officer(3)).toBeInTheDocument();
    await waitFor(() => expect(proceed).toBeDisabled());
    expect(within(officer(3)).queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina esponente 3' }));
    const ask = await screen.findByRole('dialog', { name: "Eliminare l'esponente?" });
    await userEvent.click(within(ask).getByRole('button', { name: 'Annulla' }));
    expect(officer(3)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina esponente 3' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: "Eliminare l'esponente?" })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    expect(screen.queryByRole('group', { name: 'Esponente 3' })).not.toBeInTheDocument();

    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);
    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });
    expect(lastBody(calls, '/api/v1/contribuzioni/management/scrivi')).toEqual({
      esponenti: [
        { denominazione: 'MARIO ROSSI', cfPiva: '01234567890', cariche: ['AU'] },
        { denominazione: 'ANNA VERDI', cfPiva: 'VRDNNA75B41F205Y', cariche: ['PRE'] },
      ],
    });
    // the summary shows the officers
    expect(screen.getByText('Hai indicato 2 esponenti:')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('ANNA VERDI')).toBeInTheDocument();
    expect(within(table).getByText('Presidente')).toBeInTheDocument();
  });
});
