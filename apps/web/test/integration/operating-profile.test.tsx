import { MESSAGES } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { domainRoutes, lastBody, moduleInfo, readAnswer, record } from './fixtures.ts';

const PROFILE = '/credibility/integrazione-dati/profilo-operativo';

function stubProfile(records = readAnswer()) {
  return stubSession(companyUser, {
    ...domainRoutes(),
    'GET /api/v1/contribuzioni/profilo-operativo/leggi': () => records,
    'POST /api/v1/contribuzioni/profilo-operativo/scrivi': () => json({ esito: true, version: 5 }),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
  });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('operating profile module', () => {
  it('starts from the report (three countries at most, share on the 10 scale) with add disabled at 3', async () => {
    stubProfile();
    renderApp(PROFILE);
    const revenue = await screen.findByRole('textbox', { name: /^Fatturato/ });
    expect(revenue).toHaveValue('12.345');
    expect(screen.getByRole('textbox', { name: 'Numero di dipendenti' })).toHaveValue('48');
    const imports = group('Paesi di import');
    await waitFor(() => expect(within(imports).getAllByRole('combobox')).toHaveLength(3));
    expect(within(imports).getByRole('button', { name: 'Aggiungi paese a Paesi di import' })).toBeDisabled();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '40');

    await userEvent.click(within(imports).getByRole('button', { name: 'Elimina Paesi di import: paese 3' }));
    expect(within(imports).getByRole('button', { name: 'Aggiungi paese a Paesi di import' })).toBeEnabled();
  });

  it('says the share cannot be 0% while export countries are listed, and an empty country row cannot stay', async () => {
    stubProfile(
      readAnswer(
        record('SALVATO', { numeroDipendenti: 4, paesiImport: [], paesiExport: [], percentualeExport: 0 }),
      ),
    );
    renderApp(PROFILE);
    const exports = await screen.findByRole('group', { name: 'Paesi di export' });
    const add = within(exports).getByRole('button', { name: 'Aggiungi paese a Paesi di export' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await within(exports).findByText(MESSAGES.emptyEntry)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();

    await userEvent.click(within(exports).getByRole('combobox', { name: 'Paesi di export: paese 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spagna' }));
    expect(await screen.findByText(MESSAGES.exportPercentZero)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();

    const slider = screen.getByRole('slider');
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.queryByText(MESSAGES.exportPercentZero)).not.toBeInTheDocument());
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procedi' })).toBeEnabled());
  });

  it('refuses "12.5" employees instead of reading it as 125; "1.250" is a grouped whole number', async () => {
    stubProfile(
      readAnswer(
        record('SALVATO', { numeroDipendenti: 4, paesiImport: [], paesiExport: [], percentualeExport: 0 }),
      ),
    );
    renderApp(PROFILE);
    const employees = await screen.findByRole('textbox', { name: 'Numero di dipendenti' });
    await userEvent.clear(employees);
    await userEvent.type(employees, '12.5');
    expect(employees).toHaveValue('12.5');
    expect(await screen.findByText(MESSAGES.invalidValue)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();

    await userEvent.clear(employees);
    await userEvent.type(employees, '1.250');
    await waitFor(() => expect(screen.queryByText(MESSAGES.invalidValue)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procedi' })).toBeEnabled());
  });

  it('a form started from a draft that was not saved may proceed without a change', async () => {
    stubProfile(
      readAnswer(
        record(
          'IN_BOZZA',
          { numeroDipendenti: 4, paesiImport: [], paesiExport: [], percentualeExport: 0 },
          { version: 2 },
        ),
      ),
    );
    renderApp(PROFILE);
    await screen.findByRole('textbox', { name: 'Numero di dipendenti' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procedi' })).toBeEnabled());
  });

  it('drops empty fields from the write and sends the draft version in If-Match', async () => {
    const calls = stubProfile(
      readAnswer(
        record(
          'IN_BOZZA',
          { fatturato: 900, numeroDipendenti: 4, paesiImport: ['DE'], paesiExport: [], percentualeExport: 0 },
          { version: 7 },
        ),
      ),
    );
    renderApp(PROFILE);
    const revenue = await screen.findByRole('textbox', { name: /^Fatturato/ });
    expect(revenue).toHaveValue('900');
    await userEvent.clear(revenue);
    const employees = screen.getByRole('textbox', { name: 'Numero di dipendenti' });
    await userEvent.clear(employees);
    await userEvent.type(employees, '1500');
    expect(employees).toHaveValue('1.500');
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);
    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });

    const write = calls.find((c) => c.path === '/api/v1/contribuzioni/profilo-operativo/scrivi');
    expect(write?.headers.get('if-match')).toBe('7');
    const body = lastBody(calls, '/api/v1/contribuzioni/profilo-operativo/scrivi');
    expect(body).toEqual({
      numeroDipendenti: 1500,
      paesiImport: ['DE'],
      paesiExport: [],
      percentualeExport: 0,
    });
    expect(body).not.toHaveProperty('fatturato');
  });
});
