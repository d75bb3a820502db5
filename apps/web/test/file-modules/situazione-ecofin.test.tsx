import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { synthesis } from '../fixtures.ts';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { moduleInfo, readAnswer, record } from '../integration/fixtures.ts';
import { fakeFile, stubXhr } from './fake-xhr.ts';

const ECOFIN = '/credibility/integrazione-dati/situazione-ecofin';

const draftData = {
  tipoBilancio: 'depositato',
  annoBilancio: 2025,
  codiceBilancio: 'K-BIL',
  nomeFileBilancio: 'bilancio.pdf',
  contentTypeBilancio: 'application/pdf',
  codiceRicevuta: 'K-RIC',
  nomeFileRicevuta: 'ricevuta.csv',
  contentTypeRicevuta: 'text/csv',
};
const draft = record('IN_BOZZA', draftData, { version: 3 });

function stubEcoFin() {
  let written = false;
  const sent = stubXhr();
  const calls = stubSession(companyUser, {
    // last deposit 2023 (the last 4 characters of bilancio.nota)
    'POST /api/v1/sintesi/sintesi-documenti': () =>
      json({ ...synthesis, bilancio: { ...synthesis.bilancio, nota: 'Bilancio depositato 31/12/2023' } }),
    'GET /api/v1/contribuzioni/situazione-ecofin/leggi': () => (written ? readAnswer(draft) : readAnswer()),
    'POST /api/v1/contribuzioni/situazione-ecofin/scrivi': () => {
      written = true;
      return json({ esito: true, version: 3 });
    },
    'POST /api/v1/contribuzioni/situazione-ecofin/salva': () => json({ esito: true, version: 4 }),
    'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    'GET /api/v1/contribuzioni/allegato/download': () => new Response(new Blob(['x']), { status: 200 }),
  });
  return { calls, sent };
}

const yearSelect = () => screen.getByRole('combobox', { name: /Anno di riferimento/ });
const yearOptions = () =>
  within(yearSelect())
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '')
    .map((o) => o.textContent);
const proceed = () => screen.getByRole('button', { name: 'Procedi' });
const statementInput = () => screen.getByLabelText('File del bilancio', { selector: 'input' });
const receiptInput = () => screen.getByLabelText('Ricevuta di deposito', { selector: 'input' });

async function chooseType(name: RegExp) {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

/** Declares a 2025 deposited statement with its receipt and goes on to the result. */
async function proceedWithDepositedStatement() {
  await chooseType(/Bilancio depositato/);
  await userEvent.selectOptions(yearSelect(), '2025');
  await userEvent.upload(statementInput(), fakeFile('bilancio.pdf', 'application/pdf'));
  await userEvent.upload(receiptInput(), fakeFile('ricevuta.csv', 'text/csv'));
  await userEvent.click(proceed());
}

describe('economic-financial situation module', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the years of each type in January', async () => {
    vi.setSystemTime(new Date('2026-01-15T10:00:00'));
    stubEcoFin();
    renderApp(ECOFIN);
    await chooseType(/Bilancio depositato/);
    // after the 2023 deposit, up to last year
    expect(yearOptions()).toEqual(['2025', '2024']);
    expect(yearSelect()).toHaveValue('');
    await chooseType(/Bilancio provvisorio/);
    expect(yearOptions()).toEqual(['2026', '2025']);
    await chooseType(/Situazione contabile parziale/);
    expect(yearOptions()).toEqual(['2026']);
    expect(yearSelect()).toHaveValue('2026');
  });

  it('offers only the current year for a provisional statement from July', async () => {
    vi.setSystemTime(new Date('2026-07-01T10:00:00'));
    stubEcoFin();
    renderApp(ECOFIN);
    await chooseType(/Bilancio provvisorio/);
    expect(yearOptions()).toEqual(['2026']);
    await chooseType(/Bilancio depositato/);
    expect(yearOptions()).toEqual(['2025', '2024']);
  });

  it('explains an empty year list of a registered statement after a recent deposit', async () => {
    // the 2023 deposit seen in 2024: the window (2023, 2022, 2021) holds no year after it
    vi.setSystemTime(new Date('2024-03-01T10:00:00'));
    stubEcoFin();
    renderApp(ECOFIN);
    await chooseType(/Bilancio depositato/);
    expect(await screen.findByText(/l'ultimo deposito che conosciamo è del 2023/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Anno di riferimento/ })).not.toBeInTheDocument();
    expect(proceed()).toBeDisabled();
    await chooseType(/Situazione contabile parziale/);
    expect(yearOptions()).toEqual(['2024']);
    expect(screen.queryByText(/l'ultimo deposito che conosciamo/)).not.toBeInTheDocument();
  });

  it('asks for the receipt only for a registered statement; a new type clears year and files', async () => {
    vi.setSystemTime(new Date('2026-01-15T10:00:00'));
    stubEcoFin();
    renderApp(ECOFIN);
    await chooseType(/Bilancio provvisorio/);
    expect(screen.queryByLabelText('Ricevuta di deposito', { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.selectOptions(yearSelect(), '2025');
    expect(proceed()).toBeDisabled();
    await userEvent.upload(statementInput(), fakeFile('bilancio.xbrl', 'application/xml'));
    expect(proceed()).toBeEnabled();

    await chooseType(/Bilancio depositato/);
    expect(yearSelect()).toHaveValue('');
    expect(screen.queryByText('bilancio.xbrl')).not.toBeInTheDocument();
    expect(receiptInput()).toBeInTheDocument();
    await userEvent.selectOptions(yearSelect(), '2025');
    await userEvent.upload(statementInput(), fakeFile('bilancio.pdf', 'application/pdf'));
    expect(proceed()).toBeDisabled();
    await userEvent.upload(receiptInput(), fakeFile('ricevuta.csv', 'text/csv'));
    expect(proceed()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi ricevuta.csv' }));
    expect(proceed()).toBeDisabled();
  });

  it('refuses a receipt in xbrl and a statement over 5 MB with the uploader messages', async () => {
    vi.setSystemTime(new Date('2026-01-15T10:00:00'));
    stubEcoFin();
    renderApp(ECOFIN);
    await chooseType(/Bilancio depositato/);
    await userEvent.upload(statementInput(), fakeFile('grande.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il file grande.pdf eccede dalle dimensioni massime (max 5MB)',
    );
    await userEvent.upload(receiptInput(), fakeFile('ricevuta.xbrl', 'application/xml'), {
      applyAccept: false,
    });
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'Il formato del file ricevuta.xbrl non è valido (consentiti pdf, csv)',
    );
  });

  it('writes multipart with the draft version, shows the stored files and saves the draft fields', async () => {
    vi.setSystemTime(new Date('2026-01-15T10:00:00'));
    const { calls, sent } = stubEcoFin();
    renderApp(ECOFIN);
    await proceedWithDepositedStatement();

    expect(await screen.findByRole('heading', { name: 'Esito caricamento' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/contribuzioni/situazione-ecofin/scrivi');
    expect(sent[0]?.headers['if-match']).toBe('0');
    const body = sent[0]?.body as FormData;
    expect([...body.keys()]).toEqual([
      'tipoBilancio',
      'annoBilancio',
      'nomeFileBilancio',
      'contentTypeBilancio',
      'nomeFileRicevuta',
      'contentTypeRicevuta',
      'fileBilancio',
      'fileRicevuta',
    ]);
    expect(body.get('annoBilancio')).toBe('2025');
    expect(screen.getByRole('button', { name: 'Scarica bilancio.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica ricevuta.csv' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Scarica bilancio.pdf' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === '/api/v1/contribuzioni/allegato/download' && c.url.includes('codice=K-BIL'),
        ),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Salva caricamento' }));
    expect(await screen.findByRole('dialog', { name: 'Caricamento salvato' })).toBeInTheDocument();
    const save = calls.find((c) => c.path === '/api/v1/contribuzioni/situazione-ecofin/salva');
    expect(save?.headers.get('if-match')).toBe('3');
    expect(JSON.parse(save?.body ?? '{}')).toEqual(draftData);
  });
  it('keeps the summary behind the save confirmation once the draft has become the saved record (issue 25 §10)', async () => {
    vi.setSystemTime(new Date('2026-01-15T10:00:00'));
    let saved = false;
    stubXhr();
    const calls = stubSession(companyUser, {
      'POST /api/v1/sintesi/sintesi-documenti': () =>
        json({ ...synthesis, bilancio: { ...synthesis.bilancio, nota: 'Bilancio depositato 31/12/2023' } }),
      'GET /api/v1/contribuzioni/situazione-ecofin/leggi': () =>
        readAnswer(saved ? record('SALVATO', draftData, { version: 4 }) : draft),
      'POST /api/v1/contribuzioni/situazione-ecofin/scrivi': () => json({ esito: true, version: 3 }),
      'POST /api/v1/contribuzioni/situazione-ecofin/salva': () => {
        saved = true;
        return json({ esito: true, version: 4 });
      },
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(ECOFIN);
    await proceedWithDepositedStatement();
    expect(await screen.findByRole('button', { name: 'Scarica bilancio.pdf' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva caricamento' }));
    expect(await screen.findByRole('dialog', { name: 'Caricamento salvato' })).toBeInTheDocument();
    // the list read again now holds the saved record, no draft: the summary still shows it
    const savedAt = calls.findIndex((c) => c.path.endsWith('/situazione-ecofin/salva'));
    await waitFor(() =>
      expect(calls.slice(savedAt).some((c) => c.path.endsWith('/situazione-ecofin/leggi'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Scarica bilancio.pdf', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('2025', { ignore: 'option' })).toBeInTheDocument();
  });

  it("an XBRL statement of another year or company: the API's message is shown and the step stays", async () => {
    vi.setSystemTime(new Date('2026-01-15T10:00:00'));
    const message =
      "Il bilancio XBRL si riferisce all'esercizio 2024, non all'anno scelto (2025): scegli l'anno giusto o carica il bilancio di quell'anno.";
    stubXhr();
    stubSession(companyUser, {
      'POST /api/v1/sintesi/sintesi-documenti': () =>
        json({ ...synthesis, bilancio: { ...synthesis.bilancio, nota: 'Bilancio depositato 31/12/2023' } }),
      'GET /api/v1/contribuzioni/situazione-ecofin/leggi': () => readAnswer(),
      'POST /api/v1/contribuzioni/situazione-ecofin/scrivi': () => json({ message }, 422),
      'GET /api/v1/contribuzioni/info-moduli': () => json(moduleInfo()),
    });
    renderApp(ECOFIN);
    await chooseType(/Bilancio provvisorio/);
    await userEvent.selectOptions(yearSelect(), '2025');
    await userEvent.upload(statementInput(), fakeFile('bilancio.xbrl', 'application/xml'));
    await userEvent.click(proceed());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Esito caricamento' })).toBeNull();
  });
});
