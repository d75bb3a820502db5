import { MESSAGES } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { domainRoutes, lastBody, moduleInfo, readAnswer, record } from './fixtures.ts';

const REGISTRY = '/credibility/integrazione-dati/anagrafica';

function stubRegistry(extra: Parameters<typeof stubSession>[1] = {}) {
  return stubSession(companyUser, {
    ...domainRoutes(),
    'GET /api/v1/contribuzioni/anagrafica/leggi': () => readAnswer(),
    'POST /api/v1/contribuzioni/anagrafica/scrivi': () => json({ esito: true, version: 1 }),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    ...extra,
  });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string | RegExp) => screen.getByRole('combobox', { name });

async function openRegistry() {
  renderApp(REGISTRY);
  return screen.findByRole('textbox', { name: /^CAP/ });
}

/** Replaces a field's text (paste, so it is one change). */
async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) {
    input.focus();
    await userEvent.paste(value);
  }
}

describe('registry module', () => {
  it('starts from the official report, upper-cases address and brand (never a website or an e-mail), and flags the report phone', async () => {
    stubRegistry();
    await openRegistry();
    expect(field(/^Indirizzo/)).toHaveValue('VIA ROMA 1');
    // issue 25 §10: a website is never upper-cased (its path is case-sensitive), nor an e-mail
    expect(field(/^Sito internet/)).toHaveValue('www.alfa.example');
    expect(field(/^CAP/)).toHaveValue('20121');
    for (const name of [/^Indirizzo/, /^Insegna/]) {
      expect(field(name)).toHaveStyle({ textTransform: 'uppercase' });
    }
    for (const name of [/^Sito internet/, /^E-mail principale/]) {
      expect(field(name)).not.toHaveStyle({ textTransform: 'uppercase' });
    }
    // the report's '02 1234567' has a space: the phone message shows at once
    expect(await screen.findByText(MESSAGES.phone)).toBeInTheDocument();
    expect(
      screen.getByText('28.41.0 - Fabbricazione di macchine per la formatura dei metalli (ATECO 2025)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  });

  it('checks the CAP: 4 and 6 characters are invalid, 5 digits are fine', async () => {
    stubRegistry();
    const cap = await openRegistry();
    await fill(cap, '2012');
    expect(await screen.findByText(MESSAGES.cap)).toBeInTheDocument();
    await fill(cap, '201211');
    expect(await screen.findByText(MESSAGES.cap)).toBeInTheDocument();
    await fill(cap, '20122');
    await waitFor(() => expect(screen.queryByText(MESSAGES.cap)).not.toBeInTheDocument());
    await fill(cap, '');
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
  });

  it('checks the phone: 11 digits (dots and slashes ignored) are fine, 12 are not', async () => {
    stubRegistry();
    await openRegistry();
    const phone = field(/^Telefono principale/);
    await fill(phone, '02.1234/56789');
    await waitFor(() => expect(screen.queryByText(MESSAGES.phone)).not.toBeInTheDocument());
    await fill(phone, '021234567890');
    expect(await screen.findByText(MESSAGES.phone)).toBeInTheDocument();
  });

  it('checks the description length (280 fine, 281 too long) and the website', async () => {
    stubRegistry();
    await openRegistry();
    const description = field(/^Descrizione dell'attività/);
    fireEvent.change(description, { target: { value: 'a'.repeat(280) } });
    expect(await screen.findByText('280 di 280 caratteri')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.descriptionTooLong)).not.toBeInTheDocument();
    fireEvent.change(description, { target: { value: 'a'.repeat(281) } });
    expect(await screen.findByText(MESSAGES.descriptionTooLong)).toBeInTheDocument();

    const website = field(/^Sito internet/);
    await fill(website, 'www alfa it');
    expect(await screen.findByText(MESSAGES.website)).toBeInTheDocument();
    await fill(website, 'www.alfà.it');
    await waitFor(() => expect(screen.queryByText(MESSAGES.website)).not.toBeInTheDocument());
  });

  it('disables the municipality until the list of the chosen province is loaded', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubRegistry(domainRoutes({ municipalitiesDelay: gate }));
    await openRegistry();
    const comune = select(/^Comune/);
    expect(comune).toBeDisabled();
    // it says it loads, and is not red meanwhile
    expect(screen.getByText('Caricamento dei comuni della provincia…')).toBeInTheDocument();
    expect(comune).toHaveAttribute('aria-busy', 'true');
    expect(comune).not.toHaveAttribute('aria-invalid', 'true');
    release();
    await waitFor(() => expect(comune).toBeEnabled());
    expect(comune).toHaveValue('Milano');

    // another province: the municipality is cleared and waits for the new list
    await userEvent.click(select(/^Provincia/));
    await userEvent.click(await screen.findByRole('option', { name: 'Roma' }));
    await waitFor(() => expect(select(/^Comune/)).toHaveValue(''));
    await waitFor(() => expect(select(/^Comune/)).toBeEnabled());
    await userEvent.click(select(/^Comune/));
    await userEvent.click(await screen.findByRole('option', { name: 'Fiumicino' }));
    expect(select(/^Comune/)).toHaveValue('Fiumicino');
  });

  it('picks a sector code in the full-screen picker: headings are not selectable, empty search says so', async () => {
    stubRegistry();
    await openRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Scegli codice Ateco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settore di attività (Ateco)' });
    const list = await within(dialog).findByRole('list', { name: 'Codici Ateco' });
    // a two-character code is a heading: shown, but no button
    expect(within(list).getByText('62 - PROGRAMMAZIONE E CONSULENZA INFORMATICA')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^62 - PROGRAMMAZIONE/ })).not.toBeInTheDocument();

    const search = within(dialog).getByRole('textbox', { name: 'Cerca per codice o descrizione' });
    await userEvent.type(search, 'zzz');
    expect(await within(dialog).findByText(MESSAGES.noAtecoFound)).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, '62.1');
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: '62.10.00 - Attività di programmazione informatica',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Settore di attività (Ateco)' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('62.10.00 - Attività di programmazione informatica (ATECO 2025)'),
    ).toBeInTheDocument();
  });

  it('offers the 2007 edition too', async () => {
    stubRegistry();
    await openRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Scegli codice Ateco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settore di attività (Ateco)' });
    await within(dialog).findByRole('list', { name: 'Codici Ateco' });
    await userEvent.click(within(dialog).getByText('ATECO 2007'));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /^62\.01\.00 - Produzione di software/ }),
    );
    expect(
      await screen.findByText(/62\.01\.00 - Produzione di software.*\(ATECO 2007\)/),
    ).toBeInTheDocument();
  });

  it('lists a switch to the other edition as a change, and opens the picker on the current code', async () => {
    stubRegistry();
    await openRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Scegli codice Ateco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settore di attività (Ateco)' });
    const list = await within(dialog).findByRole('list', { name: 'Codici Ateco' });
    // the report's 2025 code is marked as the current one
    expect(within(list).getByRole('button', { current: true })).toHaveTextContent(/^28\.41\.0 - /);
    // the placeholder names a code of the edition shown
    expect(within(dialog).getByPlaceholderText('Es. 28.41 oppure macchine')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('ATECO 2007'));
    // the report's own 2007 code: the same activity, another edition
    await userEvent.click(await within(dialog).findByRole('button', { name: /^28\.41 - / }));
    // (the report's phone is too long: corrected, so the form is valid)
    await fill(field(/^Telefono principale/), '021234567');
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);
    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });
    const row = within(screen.getByRole('table')).getByRole('rowheader', {
      name: 'Settore di attività (Ateco)',
    });
    expect(row.closest('tr')).toHaveTextContent('(ATECO 2007)');
  });

  it('summarises only the changed fields, with the official value, and writes the draft', async () => {
    const calls = stubRegistry();
    await openRegistry();
    await fill(field(/^Telefono principale/), '021234567');
    await fill(field(/^CAP/), '20122');
    await fill(field(/^E-mail principale/), 'info@alfa.it');
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);

    await screen.findByRole('heading', { level: 2, name: 'Esito caricamento' });
    expect(screen.getByText('Hai modificato 3 dati rispetto ai dati ufficiali:')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Telefono principale',
      'E-mail principale',
      'CAP',
    ]);
    expect(rows[2]).toHaveTextContent('2012120122');
    expect(screen.getByRole('button', { name: 'Anteprima' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva caricamento' })).toBeInTheDocument();

    const body = lastBody(calls, '/api/v1/contribuzioni/anagrafica/scrivi');
    expect(body).toMatchObject({
      naturaGiuridica: 'SR',
      statoAttivita: 'A',
      telefono: '021234567',
      email: 'info@alfa.it',
      indirizzo: 'VIA ROMA 1',
      cap: '20122',
      provincia: 'MI',
      comune: 'Milano',
      sitoInternet: 'www.alfa.example',
      ateco: { codice: '28.41.0', versione: '25' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Anteprima' }));
    const preview = await screen.findByRole('dialog', { name: 'Anteprima dei dati' });
    expect(within(preview).getByText('Società a responsabilità limitata')).toBeInTheDocument();
    expect(within(preview).getByText('info@alfa.it')).toBeInTheDocument();
  });

  it('keeps Procedi disabled while the form is untouched', async () => {
    stubRegistry({
      'GET /api/v1/contribuzioni/anagrafica/leggi': () =>
        readAnswer(
          record(
            'SALVATO',
            {
              naturaGiuridica: 'SP',
              statoAttivita: 'A',
              telefono: '',
              email: '',
              pec: '',
              indirizzo: 'VIA NUOVA 2',
              cap: '00100',
              provincia: 'RM',
              comune: 'Roma',
              descrizione: '',
              sitoInternet: '',
              insegnaMarca: '',
              ateco: {
                codice: '62.10.00',
                descrizione: 'Attività di programmazione informatica',
                versione: '25',
              },
            },
            { version: 2 },
          ),
        ),
    });
    await openRegistry();
    // the saved record comes first
    expect(field(/^Indirizzo/)).toHaveValue('VIA NUOVA 2');
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
    await fill(field(/^CAP/), '00118');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procedi' })).toBeEnabled());
  });
});
