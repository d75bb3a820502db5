import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { synthesis } from '../fixtures.ts';
import { json, latestReports, type RecordedCall, renderApp, stubSession } from '../helpers.tsx';
import { alfa, emptyByModule, impersonating, item, MANAGEMENT, SELECTED_KEY } from './fixtures.ts';

beforeEach(() => window.sessionStorage.setItem(SELECTED_KEY, JSON.stringify(alfa)));
afterEach(() => window.sessionStorage.clear());

const REG = '11111111-1111-4111-8111-111111111111';
const MGMT = '22222222-2222-4222-8222-222222222222';
const INV_A = '33333333-3333-4333-8333-333333333333';
const INV_B = '44444444-4444-4444-8444-444444444444';
const INV_C = '55555555-5555-4555-8555-555555555555';
const PAY = '66666666-6666-4666-8666-666666666666';

const invoice = (numeroFattura: string, blockId: string) => ({
  numeroFattura,
  importo: 1500,
  dataFattura: new Date(2026, 1, 10).getTime(),
  dataScadenza: new Date(2026, 2, 10).getTime(),
  dataPagamento: new Date(2026, 2, 12).getTime(),
  nomeFile: `${numeroFattura}.pdf`,
  chiaveDocumento: `K-${numeroFattura}`,
  contentType: 'application/pdf',
  blockId,
});

function answer() {
  const moduli = emptyByModule();
  moduli.anagrafica = [item('anagrafica', 'IN_ATTESA_LAVORAZIONE', REG, { denominazione: 'ALFA NUOVA SRL' })];
  moduli.management = [
    item('management', 'IN_LAVORAZIONE', MGMT, {
      esponenti: [
        { denominazione: 'MARIO ROSSI', cfPiva: 'RSSMRA80A01F205X', cariche: ['Amministratore unico'] },
      ],
    }),
  ];
  moduli.profiloOperativo = [item('profiloOperativo', 'SALVATO', '77777777-7777-4777-8777-777777777777')];
  moduli.situazioneEcoFin = [item('situazioneEcoFin', 'APPROVATO', '88888888-8888-4888-8888-888888888888')];
  moduli.esperienzaPagamento = [
    item('esperienzaPagamento', 'IN_ATTESA_LAVORAZIONE', PAY, {
      fornitori: [
        {
          idSoggetto: 'F1',
          denominazione: 'FORNITORE UNO SPA',
          fatture: [invoice('FT-1', INV_A), invoice('FT-2', INV_B), invoice('FT-3', INV_C)],
        },
      ],
    }),
  ];
  return { moduli, storicoContribuzioni: emptyByModule() };
}

function stub(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return stubSession(impersonating('U200'), {
    'GET /api/v1/contribuzioni/leggi': () => json(answer()),
    'GET /api/v1/admin/leggi-stato-blocchi': () =>
      json([
        { blockId: INV_A, stato: 'IN_LAVORAZIONE', motivoRifiuto: null },
        { blockId: INV_B, stato: 'APPROVATO', motivoRifiuto: null },
        { blockId: INV_C, stato: 'NON_APPROVATO', motivoRifiuto: 'Importo errato' },
      ]),
    'POST /api/v1/admin/cambia-stato-contribuzione': () => json({ esito: true }),
    [`GET /api/v1/admin/review-queue/${INV_A}`]: () =>
      json({
        item: {
          blockId: INV_A,
          module: 'esperienzaPagamento',
          state: 'IN_LAVORAZIONE',
          sentAt: '2026-03-02T10:00:00.000Z',
          subjectId: 'S1',
          companyName: 'ALFA SRL',
          companyUserId: 'U200',
          takenBy: null,
          invoice: { numeroFattura: 'FT-1', supplierName: 'FORNITORE UNO SPA' },
        },
        data: {},
        report: null,
        history: [],
        files: [{ key: 'K-FT-1', name: 'FT-1.pdf', contentType: 'application/pdf', size: 1000 }],
        canDecide: true,
        supplierConfirmations: [],
      }),
    ...extra,
  });
}

const list = () => screen.findByRole('region', { name: 'Contribuzioni in lavorazione' });
const cardNames = async () =>
  within(await list())
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('contributions management', () => {
  it('shows only the in-progress modules and one card per undecided invoice', async () => {
    const calls = stub();
    renderApp(MANAGEMENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestione contribuzioni' })).toBeVisible();
    expect(await cardNames()).toEqual(['Anagrafica', 'Management', 'Esperienze di Pagamento — Fattura FT-1']);
    const states = calls.find((c) => c.path === '/api/v1/admin/leggi-stato-blocchi');
    expect(new URL(states?.url ?? '', 'http://x').searchParams.get('blockIds')).toBe(
      `${INV_A},${INV_B},${INV_C}`,
    );
    const mgmt = screen.getByRole('article', { name: 'Management' });
    // beside the report, with the role's label (not its code), marked when it changes
    const officer = (await within(mgmt).findByText(/RSSMRA80A01F205X/)).closest('tr')!;
    expect(officer).toHaveTextContent('MARIO ROSSI · Amministratore unico');
    const inv = screen.getByRole('article', { name: 'Esperienze di Pagamento — Fattura FT-1' });
    expect(await within(inv).findByText('FORNITORE UNO SPA')).toBeVisible();
    expect(within(inv).getByText('10/02/2026')).toBeVisible();
    expect(within(inv).getByText('1.500,00 €')).toBeVisible();
    expect(await within(inv).findByRole('button', { name: 'Scarica FT-1.pdf' })).toBeVisible();
    expect(within(inv).getByRole('button', { name: 'Visualizza FT-1.pdf' })).toBeVisible();
    // invoice in processing: it can be accepted
    expect(within(inv).getByRole('button', { name: 'Accetta' })).toBeEnabled();
  });

  it('shows the company sidebar with the website link given http://', async () => {
    stub();
    renderApp(MANAGEMENT);
    const aside = await screen.findByRole('complementary', { name: 'Soggetto selezionato' });
    expect(within(aside).getByRole('heading', { name: 'ALFA SRL' })).toBeVisible();
    expect(within(aside).getByText('02 1234567')).toBeVisible();
    expect(within(aside).getByText('Via Roma 1, 20121 Milano (MI)')).toBeVisible();
    const link = within(aside).getByRole('link', { name: 'www.alfa.example' });
    expect(link).toHaveAttribute('href', 'http://www.alfa.example');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('the sidebar follows the report an acceptance delivers, not the card as it was selected (issue 25 §9)', async () => {
    let accepted = false;
    stub({
      'POST /api/v1/admin/cambia-stato-contribuzione': () => {
        accepted = true;
        return json({ esito: true });
      },
      'GET /api/v1/sintesi/ultimi-rapporti': () =>
        json(accepted ? latestReports('R-2', 'C-2') : latestReports('R-1', 'C-1')),
      'POST /api/v1/sintesi/sintesi-documenti': (call) =>
        json(
          JSON.parse(call.body ?? '{}').idConsegna === 'C-2'
            ? {
                ...synthesis,
                idConsegna: 'C-2',
                company: {
                  ...synthesis.company,
                  telephone: '055 7654321',
                  address: {
                    street: 'VIA DANTE 2',
                    postCode: '50100',
                    municipality: 'FIRENZE',
                    provinceCode: 'FI',
                  },
                },
              }
            : synthesis,
        ),
    });
    renderApp(MANAGEMENT);
    const aside = await screen.findByRole('complementary', { name: 'Soggetto selezionato' });
    expect(await within(aside).findByText('02 1234567')).toBeVisible();
    await list();
    const user = userEvent.setup();
    const mgmt = screen.getByRole('article', { name: 'Management' });
    await user.click(within(mgmt).getByRole('button', { name: 'Accetta' }));
    await user.click(within(mgmt).getByRole('button', { name: 'Conferma' }));
    expect(await within(aside).findByText('VIA DANTE 2, 50100 FIRENZE (FI)')).toBeVisible();
    expect(within(aside).getByText('055 7654321')).toBeVisible();
  });

  it('shows the empty state when nothing is in progress', async () => {
    stub({
      'GET /api/v1/contribuzioni/leggi': () =>
        json({ moduli: emptyByModule(), storicoContribuzioni: emptyByModule() }),
    });
    renderApp(MANAGEMENT);
    expect(
      await screen.findByText('Nessuna contribuzione in lavorazione per il soggetto selezionato.'),
    ).toBeVisible();
  });

  it('starts processing a queued contribution and reloads', async () => {
    const calls = stub();
    renderApp(MANAGEMENT);
    await list();
    const reg = screen.getByRole('article', { name: 'Anagrafica' });
    expect(within(reg).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    const reads = calls.filter((c) => c.path === '/api/v1/contribuzioni/leggi').length;
    await userEvent.setup().click(within(reg).getByRole('button', { name: 'Avvia Processing' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/v1/contribuzioni/leggi').length).toBeGreaterThan(reads),
    );
    const post = calls.find((c) => c.path === '/api/v1/admin/cambia-stato-contribuzione');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ idBlocco: REG, statoModulo: 'IN_LAVORAZIONE' });
  });

  it('accepts and rejects with confirmation; the reason is required', async () => {
    const calls = stub();
    renderApp(MANAGEMENT);
    await list();
    const user = userEvent.setup();
    const mgmt = screen.getByRole('article', { name: 'Management' });

    await user.click(within(mgmt).getByRole('button', { name: 'Accetta' }));
    expect(within(mgmt).getByText('Hai scelto di accettare la contribuzione.')).toBeVisible();
    await user.click(within(mgmt).getByRole('button', { name: 'Annulla' }));
    expect(within(mgmt).queryByText('Hai scelto di accettare la contribuzione.')).not.toBeInTheDocument();

    await user.click(within(mgmt).getByRole('button', { name: 'Rifiuta' }));
    expect(within(mgmt).getByText('Hai scelto di rifiutare la contribuzione.')).toBeVisible();
    const reason = within(mgmt).getByPlaceholderText("Il motivo del rifiuto da comunicare all'utente...");
    const confirm = within(mgmt).getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await user.type(reason, 'Cariche non aggiornate');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/v1/admin/cambia-stato-contribuzione')).toHaveLength(1),
    );
    const rejectBody = JSON.parse(
      calls.find((c) => c.path === '/api/v1/admin/cambia-stato-contribuzione')?.body ?? '{}',
    );
    expect(rejectBody).toEqual({
      idBlocco: MGMT,
      statoModulo: 'NON_APPROVATO',
      motivoRifiuto: 'Cariche non aggiornate',
    });

    const inv = screen.getByRole('article', { name: 'Esperienze di Pagamento — Fattura FT-1' });
    await user.click(within(inv).getByRole('button', { name: 'Accetta' }));
    await user.click(within(inv).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/v1/admin/cambia-stato-contribuzione')).toHaveLength(2),
    );
    const acceptBody = JSON.parse(
      calls.filter((c) => c.path === '/api/v1/admin/cambia-stato-contribuzione')[1]?.body ?? '{}',
    );
    expect(acceptBody).toEqual({ idBlocco: INV_A, statoModulo: 'APPROVATO' });
  });

  it('toasts the server message of an illegal transition', async () => {
    stub({
      'POST /api/v1/admin/cambia-stato-contribuzione': () =>
        json({ message: 'Transizione di stato non consentita.' }, 409),
    });
    renderApp(MANAGEMENT);
    await list();
    const reg = screen.getByRole('article', { name: 'Anagrafica' });
    await userEvent.setup().click(within(reg).getByRole('button', { name: 'Avvia Processing' }));
    expect(await screen.findByText('Transizione di stato non consentita.')).toBeVisible();
  });
});
