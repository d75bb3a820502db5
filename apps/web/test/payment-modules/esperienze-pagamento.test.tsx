import { MESSAGES } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { romeDayStart } from '../../src/features/integration/modules/esperienze-pagamento/values.ts';
import { stubXhr } from '../file-modules/fake-xhr.ts';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { domainRoutes, lastBody, moduleInfo, readAnswer, record } from '../integration/fixtures.ts';
import { invoice, PAYMENTS, searchResults, suppliers } from './fixtures.ts';

const BASE = 'api/v1/contribuzioni/esperienze-pagamento';

function stubPayments(records = readAnswer(), extra: Parameters<typeof stubSession>[1] = {}) {
  return stubSession(companyUser, {
    ...domainRoutes(),
    [`GET /${BASE}/leggi`]: () => records.clone(),
    [`GET /${BASE}/fornitori`]: () => json(suppliers),
    [`POST /${BASE}/add-fornitore`]: () => json({ esito: true }),
    [`POST /${BASE}/modifica-fornitore`]: () => json({ esito: true }),
    [`POST /${BASE}/scrivi`]: () => json({ esito: true, version: 2 }),
    'GET /api/v1/soggetto/012/ricerca': () => json(searchResults),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    ...extra,
  });
}

async function paste(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  input.focus();
  await userEvent.paste(value);
}

const region = (name: string) => screen.findByRole('region', { name });
const days = (fattura: string, scadenza: string, pagamento: string) => ({ fattura, scadenza, pagamento });

afterEach(() => {
  vi.useRealTimers();
});

describe('payment experiences: suppliers', () => {
  it('lists the suppliers sorted by name and filters them by name or VAT/tax code', async () => {
    stubPayments();
    renderApp(PAYMENTS);
    await region('ALFA METALLI SPA');
    const names = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual(['ALFA METALLI SPA', 'ZETA FORNITURE SRL']);
    await userEvent.type(screen.getByRole('textbox', { name: /Filtra/ }), '0987');
    expect(screen.queryByRole('region', { name: 'ALFA METALLI SPA' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ZETA FORNITURE SRL' })).toBeInTheDocument();
    // nothing done yet: no 'almeno una fattura' in red
    expect(
      screen.queryByText('Per procedere è necessario inserire almeno una fattura.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  });

  it('keeps the search text as typed, needs 2 letters or digits, then applies the contact rules', async () => {
    const calls = stubPayments();
    renderApp(PAYMENTS);
    await region('ALFA METALLI SPA');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi fornitore' }));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByRole('textbox', { name: /Cerca per partita IVA/ });
    const submit = within(dialog).getByRole('button', { name: 'Cerca' });
    // a name search: spaces and punctuation stay (2 letters or digits at least)
    await userEvent.type(search, '0-');
    expect(search).toHaveValue('0-');
    expect(submit).toBeDisabled();
    await userEvent.clear(search);
    await userEvent.type(search, 'DUCA-BENVENUTI & C.');
    expect(search).toHaveValue('DUCA-BENVENUTI & C.');
    expect(submit).toBeEnabled();
    await userEvent.clear(search);
    // a code: sent on its letters and digits, without the IT of a VAT number (issue 25 §6)
    await userEvent.type(search, 'IT-01.2');
    await userEvent.click(submit);
    await userEvent.click(
      await within(dialog).findByRole('listitem', { name: 'Seleziona NUOVA LOGISTICA SRL' }),
    );
    expect(calls.some((c) => c.path === '/api/v1/soggetto/012/ricerca')).toBe(true);

    const nome = within(dialog).getByRole('textbox', { name: /^Nome/ });
    const cognome = within(dialog).getByRole('textbox', { name: /^Cognome/ });
    const telefono = within(dialog).getByRole('textbox', { name: /^Telefono/ });
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    const add = within(dialog).getByRole('button', { name: 'Aggiungi fornitore' });
    expect(add).toBeDisabled();
    expect(nome).toHaveStyle({ textTransform: 'uppercase' });
    expect(within(dialog).getAllByText(MESSAGES.contactAtLeastOne)).toHaveLength(2);

    await userEvent.type(nome, 'x'.repeat(81));
    expect(await within(dialog).findByText(MESSAGES.max80)).toBeInTheDocument();
    await userEvent.clear(nome);
    expect(await within(dialog).findByText(MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(nome, 'mario');
    await userEvent.type(cognome, 'rossi');
    // neither phone nor email
    expect(await within(dialog).findByText('Indica almeno uno tra telefono ed email.')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await userEvent.type(telefono, '02.1234/567890');
    expect(await within(dialog).findByText(MESSAGES.phone)).toBeInTheDocument();
    await userEvent.clear(telefono);
    await userEvent.type(telefono, '02.1234/56789');
    await waitFor(() => expect(within(dialog).queryByText(MESSAGES.phone)).not.toBeInTheDocument());
    await userEvent.type(email, 'mario@');
    expect(await within(dialog).findByText(MESSAGES.email)).toBeInTheDocument();
    await userEvent.type(email, 'rossi.it');
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastBody(calls, `/${BASE}/add-fornitore`)).toEqual({
      subjectIdFornitore: 'S9',
      referente: { nome: 'mario', cognome: 'rossi', telefono: '02.1234/56789', email: 'mario@rossi.it' },
    });
  });

  it('opens the contact form in edit mode for a supplier already in the list', async () => {
    const calls = stubPayments();
    renderApp(PAYMENTS);
    await region('ALFA METALLI SPA');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi fornitore' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cerca per partita IVA/ }), '012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    await userEvent.click(
      await within(dialog).findByRole('listitem', { name: 'Seleziona ALFA METALLI SPA' }),
    );
    expect(within(dialog).getByRole('textbox', { name: /^Nome/ })).toHaveValue('ANNA');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'anna@alfa.it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva referente' }));
    await waitFor(() => expect(lastBody(calls, `/${BASE}/modifica-fornitore`)).toBeDefined());
  });
});

describe('payment experiences: supplier deletion', () => {
  it('asks for confirmation, then deletes the supplier', async () => {
    const calls = stubPayments(readAnswer(), {
      [`DELETE /${BASE}/cancella-fornitore`]: () => json({ esito: true }),
    });
    renderApp(PAYMENTS);
    const zeta = await region('ZETA FORNITURE SRL');
    await userEvent.click(within(zeta).getByRole('button', { name: 'Elimina fornitore ZETA FORNITURE SRL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina fornitore' });
    expect(within(dialog).getByText(/ZETA FORNITURE SRL/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('idSoggettoFornitore=S2'),
    );
  });
});

describe('payment experiences: invoices', () => {
  it('shows the amount and date messages at the window boundaries (today 15/03/2026)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T10:00:00Z') });
    stubPayments(
      readAnswer(
        record('IN_BOZZA', {
          fornitori: [
            {
              idSoggetto: 'S1',
              denominazione: 'ALFA METALLI SPA',
              pivaCf: '01234567890',
              fatture: [
                invoice('F-1', 99.99, days('2025-02-28', '2025-02-27', '2026-01-31'), romeDayStart),
                invoice('F-2', 100, days('2025-03-01', '2025-03-01', '2026-02-01'), romeDayStart),
                invoice('F-3', 150, days('2026-03-16', '2026-03-16', '2026-03-16'), romeDayStart),
              ],
            },
          ],
        }),
      ),
    );
    renderApp(PAYMENTS);
    const first = await screen.findByRole('group', { name: 'Fattura 1 di ALFA METALLI SPA' });
    expect(await within(first).findByText(MESSAGES.invoiceAmountBelowMin)).toBeInTheDocument();
    expect(
      within(first).getByText('La data della fattura non può essere precedente al 01/03/2025'),
    ).toBeInTheDocument();
    expect(within(first).getByText(MESSAGES.dueDateBeforeInvoiceDate)).toBeInTheDocument();
    expect(
      within(first).getByText('La data di pagamento non può essere precedente al 01/02/2026'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: /^Importo/ })).toHaveValue('99,99');

    const second = screen.getByRole('group', { name: 'Fattura 2 di ALFA METALLI SPA' });
    expect(within(second).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(second).queryByText(/non può essere/)).not.toBeInTheDocument();
    expect(within(second).queryByText(MESSAGES.invoiceAmountBelowMin)).not.toBeInTheDocument();

    const third = screen.getByRole('group', { name: 'Fattura 3 di ALFA METALLI SPA' });
    expect(within(third).getByText(MESSAGES.invoiceDateInFuture)).toBeInTheDocument();
    expect(within(third).getByText(MESSAGES.paymentDateInFuture)).toBeInTheDocument();

    // correcting the amount removes its message
    const amount = within(first).getByRole('textbox', { name: /^Importo/ });
    await userEvent.clear(amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100,5');
    expect(amount).toHaveValue('100,5');
    await waitFor(() =>
      expect(within(first).queryByText(MESSAGES.invoiceAmountBelowMin)).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  });

  it('counts invoices in the ring (X di 20) and disables adding at 20', async () => {
    const many = Array.from({ length: 19 }, (_, i) =>
      invoice(`N-${i + 1}`, 200, days('2026-01-10', '2026-02-10', '2026-02-05'), romeDayStart),
    );
    stubPayments(
      readAnswer(
        record('IN_BOZZA', {
          fornitori: [
            { idSoggetto: 'S2', denominazione: 'ZETA FORNITURE SRL', pivaCf: '09876543210', fatture: many },
          ],
        }),
      ),
    );
    renderApp(PAYMENTS);
    expect(await screen.findByText('19 di 20')).toBeInTheDocument();
    const addZeta = screen.getByRole('button', { name: 'Aggiungi fattura a ZETA FORNITURE SRL' });
    await userEvent.click(addZeta);
    expect(screen.getByText('20 di 20')).toBeInTheDocument();
    expect(addZeta).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aggiungi fattura a ALFA METALLI SPA' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina fattura 20 di ZETA FORNITURE SRL' }));
    expect(screen.getByText('19 di 20')).toBeInTheDocument();
    expect(addZeta).toBeEnabled();
  });

  it('uploads the pdf at once; a failed upload clears the file name; proceed writes only suppliers with invoices', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T10:00:00Z') });
    let fail = true;
    const calls = stubPayments(readAnswer(), {
      [`POST /${BASE}/carica-allegato`]: () =>
        fail
          ? json({ message: 'Errore' }, 500)
          : json({ codiceAllegato: 'abc', contentType: 'application/pdf' }),
    });
    renderApp(PAYMENTS);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi fattura a ALFA METALLI SPA' }));
    const card = screen.getByRole('group', { name: 'Fattura 1 di ALFA METALLI SPA' });
    const pdf = new File(['%PDF-1.4\n%%EOF'], 'fattura.pdf', { type: 'application/pdf' });
    const fileInput = within(card).getByLabelText('Documento pdf della fattura 1 di ALFA METALLI SPA');
    await userEvent.upload(fileInput, pdf);
    await waitFor(() => expect(within(card).queryByText('fattura.pdf')).not.toBeInTheDocument());
    fail = false;
    await userEvent.upload(
      within(card).getByLabelText('Documento pdf della fattura 1 di ALFA METALLI SPA'),
      pdf,
    );
    expect(await within(card).findByText('fattura.pdf')).toBeInTheDocument();

    await userEvent.type(within(card).getByRole('textbox', { name: /^Numero fattura/ }), 'A-1');
    await paste(within(card).getByRole('textbox', { name: /^Importo/ }), '1234,5');
    expect(within(card).getByRole('textbox', { name: /^Importo/ })).toHaveValue('1.234,5');
    for (const [label, value] of [
      ['Data fattura', '10/02/2026'],
      ['Data scadenza', '10/03/2026'],
      ['Data pagamento', '12/03/2026'],
    ] as const) {
      const input = within(card).getByRole('textbox', { name: new RegExp(`^${label}`) });
      await userEvent.type(input, value);
      await userEvent.tab();
    }
    const proceed = screen.getByRole('button', { name: 'Procedi' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await userEvent.click(proceed);
    await waitFor(() => expect(lastBody(calls, `/${BASE}/scrivi`)).toBeDefined());
    const body = lastBody(calls, `/${BASE}/scrivi`) as {
      fornitori: { idSoggetto: string; fatture: unknown[] }[];
    };
    expect(body.fornitori).toHaveLength(1);
    expect(body.fornitori[0]).toMatchObject({
      idSoggetto: 'S1',
      fatture: [
        {
          numeroFattura: 'A-1',
          importo: 1234.5,
          dataFattura: romeDayStart('2026-02-10'),
          dataScadenza: romeDayStart('2026-03-10'),
          dataPagamento: romeDayStart('2026-03-12'),
          nomeFile: 'fattura.pdf',
          chiaveDocumento: 'abc',
          contentType: 'application/pdf',
        },
      ],
    });
    expect(await screen.findByText('1 fornitore')).toBeInTheDocument();
    expect(screen.getByText('1 fattura')).toBeInTheDocument();
    expect(screen.queryByText(/di 20$/)).not.toBeInTheDocument();
  });
});

describe('payment experiences: saved mode', () => {
  it('disables supplier and attachment deletion with the explanation in a tooltip', async () => {
    stubPayments(
      readAnswer(
        record('SALVATO', {
          fornitori: [
            {
              idSoggetto: 'S1',
              denominazione: 'ALFA METALLI SPA',
              pivaCf: '01234567890',
              fatture: [invoice('F-9', 500, days('2026-01-10', '2026-02-10', '2026-02-05'), romeDayStart)],
            },
          ],
        }),
      ),
    );
    renderApp(PAYMENTS);
    const alfa = await region('ALFA METALLI SPA');
    const del = within(alfa).getByRole('button', { name: 'Elimina fornitore ALFA METALLI SPA' });
    expect(del).toBeDisabled();
    expect(within(alfa).getByRole('button', { name: 'Rimuovi allegato' })).toBeDisabled();
    await userEvent.hover(del.parentElement as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(
      /salvataggio precedente.*completa la contribuzione in corso e rientra nel modulo/,
    );
    // unchanged data: no proceed
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  });
});

describe('payment experiences: a draft left behind', () => {
  it('proceeds as it is, and removing its invoice deletes no file the draft points at', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00'));
    const calls = stubPayments(
      readAnswer(
        record(
          'IN_BOZZA',
          {
            fornitori: [
              {
                idSoggetto: 'S1',
                denominazione: 'ALFA METALLI SPA',
                pivaCf: '01234567890',
                fatture: [invoice('F-7', 500, days('2026-03-02', '2026-03-10', '2026-03-09'), romeDayStart)],
              },
            ],
          },
          { version: 4 },
        ),
      ),
      { [`DELETE /${BASE}/cancella-allegato`]: () => json({ esito: true }) },
    );
    renderApp(PAYMENTS);
    const alfa = await region('ALFA METALLI SPA');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Procedi' })).toBeEnabled());

    await userEvent.click(
      within(alfa).getByRole('button', { name: 'Elimina fattura 1 di ALFA METALLI SPA' }),
    );
    expect(within(alfa).queryByRole('group', { name: /^Fattura 1 di / })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/cancella-allegato'))).toBe(false);
  });
});

/* Issue 25 §4: the import's warnings are shown, and its messages say what was really added. */
describe('payment experiences: e-invoice import messages and warnings', () => {
  const item = (numero: string, avvisi: string[]) => ({
    fattura: {
      numeroFattura: numero,
      importo: 50,
      descrizione: 'MERCE',
      dataFattura: romeDayStart('2026-10-15'),
      dataScadenza: romeDayStart('2026-10-15'),
      nomeFile: `${numero}.pdf`,
      chiaveDocumento: `key-${numero}`,
      contentType: 'application/pdf',
      origine: {
        tipo: 'fatturapa',
        firmata: false,
        chiaveXml: `xml-${numero}`,
        nomeFileXml: `${numero}.xml`,
      },
    },
    dettagli: {
      tipoDocumento: 'TD01',
      fonteImporto: 'totale',
      fonteScadenza: 'data-fattura',
      evidenza: 'generata',
      sorgente: `${numero}.xml`,
    },
    avvisi,
  });
  const supplier = (
    idSoggetto: string | null,
    denominazione: string,
    fatture: ReturnType<typeof item>[],
  ) => ({
    idSoggetto,
    denominazione,
    idPaese: 'IT',
    partitaIva: '01234567890',
    codiceFiscale: null,
    inElenco: idSoggetto !== null,
    referente: { nome: '', cognome: '', telefono: '', email: '' },
    fatture,
  });
  const answer = (fornitori: ReturnType<typeof supplier>[]) => ({
    fornitori,
    esiti: fornitori.flatMap((f) =>
      f.fatture.map((i) => ({
        sorgente: i.dettagli.sorgente,
        esito: 'importato',
        numeroFattura: i.fattura.numeroFattura,
        motivo: null,
      })),
    ),
    totaleFatture: fornitori.reduce((n, f) => n + f.fatture.length, 0),
  });
  const importFiles = async () => {
    await userEvent.upload(
      screen.getByLabelText('File delle fatture elettroniche da importare'),
      new File(['<xml/>'], 'fatture.xml', { type: 'application/xml' }),
    );
    return within(screen.getByTestId('einvoice-import')).findByRole('status');
  };

  it('lists each warning with its invoice and supplier, and counts only the invoices added', async () => {
    stubXhr();
    stubPayments(readAnswer(), {
      [`POST /${BASE}/importa-fatture`]: () =>
        json(
          answer([
            supplier('S1', 'ALFA METALLI SPA', [
              item('F1', [MESSAGES.invoiceAmountBelowMin, MESSAGES.dueDateProposed]),
            ]),
            supplier(null, 'OMEGA SRL', [item('O1', [MESSAGES.invoiceAmountBelowMin])]),
          ]),
        ),
    });
    renderApp(PAYMENTS);
    await region('ALFA METALLI SPA');
    const status = await importFiles();
    expect(status).toHaveTextContent(
      '2 fatture lette; aggiunte al modulo: 1. Completa le date di pagamento e verifica i dati; per le altre vedi sotto.',
    );
    expect(status).toHaveTextContent(
      "OMEGA SRL non è presente nell'anagrafica dei soggetti: le sue fatture non possono essere importate.",
    );
    const warnings = screen.getByTestId('einvoice-warnings');
    expect(warnings).toHaveTextContent('2 avvisi sulle fatture lette: verificali prima di procedere');
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Fattura F1 di ALFA METALLI SPA: L'importo della fattura è minore di 100 €",
      'Fattura F1 di ALFA METALLI SPA: La fattura non indica la scadenza del pagamento: è stata proposta la data della fattura.',
    ]);
    // 'Procedi' is disabled, and the form says why
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
    expect(
      await screen.findByText('Per procedere completa i dati delle fatture e correggi quelli segnalati.'),
    ).toBeInTheDocument();
  });

  it('nothing added: says so, instead of asking to complete the dates', async () => {
    stubXhr();
    stubPayments(readAnswer(), {
      [`POST /${BASE}/importa-fatture`]: () =>
        json(answer([supplier(null, 'OMEGA SRL', [item('O1', []), item('O2', [])])])),
    });
    renderApp(PAYMENTS);
    await region('ALFA METALLI SPA');
    const status = await importFiles();
    expect(status).toHaveTextContent('2 fatture lette, nessuna aggiunta al modulo: vedi sotto.');
    expect(status).not.toHaveTextContent(/completa le date/i);
    expect(screen.queryByTestId('einvoice-warnings')).not.toBeInTheDocument();
  });
});

describe('payment experiences: Italian formats (issue 25 §10)', () => {
  it("an amount typed '980,5' reads '980,50' once left, grouped by thousands", async () => {
    stubPayments();
    renderApp(PAYMENTS);
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi fattura a ALFA METALLI SPA' }));
    const card = screen.getByRole('group', { name: 'Fattura 1 di ALFA METALLI SPA' });
    const amount = within(card).getByRole('textbox', { name: /^Importo/ });
    // typing starts once the field holds the focus (the card's focus handling runs first)
    await userEvent.click(amount);
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.keyboard('980,5');
    expect(amount).toHaveValue('980,5');
    await userEvent.tab();
    expect(amount).toHaveValue('980,50');
    await paste(amount, '1234,5');
    await userEvent.tab();
    expect(amount).toHaveValue('1.234,50');
  });

  it("shows a supplier contact's e-mail in lower case beside the name in capitals", async () => {
    stubPayments();
    renderApp(PAYMENTS);
    const zeta = await region('ZETA FORNITURE SRL');
    const contact = within(zeta).getByText('LUCA NERI · luca@zeta.it');
    expect(contact.style.textTransform).not.toBe('uppercase');
  });
});
