import type { ContributionsResponse } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companyUser, json, renderApp, stubSession } from '../helpers.tsx';
import { contribution, domainRoutes, emptyByModule } from './fixtures.ts';

const LIST = '/credibility/integrazione-dati/elenco-contribuzioni';

/** An ISO date-time `days` days ago, at 10:00 local time. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(10, 0, 0, 0);
  return d.toISOString();
}
const ddmmyyyy = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

function answer(): ContributionsResponse {
  const moduli = emptyByModule<ReturnType<typeof contribution>>();
  const storico = emptyByModule<ReturnType<typeof contribution>>();
  moduli.management = [
    contribution('management', 'IN_ATTESA_LAVORAZIONE', daysAgo(2), {
      dati: { esponenti: [{ denominazione: 'MARIO ROSSI', cfPiva: '01234567890', cariche: ['AU'] }] },
    }),
  ];
  moduli.anagrafica = [contribution('anagrafica', 'SALVATO', null)];
  storico.anagrafica = [
    contribution('anagrafica', 'APPROVATO', daysAgo(40)),
    contribution('anagrafica', 'NON_APPROVATO', daysAgo(20), {
      motivoRifiuto: 'Il CAP indicato non corrisponde al comune.',
      dati: { cap: '20122', comune: 'Milano', provincia: 'MI' },
    }),
  ];
  storico.situazioneEcoFin = [contribution('situazioneEcoFin', 'APPROVATO', daysAgo(30))];
  return { moduli, storicoContribuzioni: storico };
}

function stubList() {
  return stubSession(companyUser, {
    ...domainRoutes(),
    'GET /api/v1/contribuzioni/leggi': () => json(answer()),
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowText = () => rows().map((r) => r.textContent);

/** The list's detail of yesterday's payment experiences contribution. */
async function openPaymentsDetail() {
  renderApp(LIST);
  await screen.findByRole('table');
  await userEvent.click(
    screen.getByRole('button', {
      name: `Dettaglio della contribuzione Esperienze di Pagamento del ${ddmmyyyy(daysAgo(1))}`,
    }),
  );
  return screen.findByRole('dialog', { name: 'Contribuzione: Esperienze di Pagamento' });
}

describe('contributions list', () => {
  it('lists the current ones first, then the history newest first, with their state labels', async () => {
    stubList();
    renderApp(LIST);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elenco contribuzioni' }),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rowText()).toEqual([
      `Management${ddmmyyyy(daysAgo(2))}In lavorazione`,
      `Anagrafica${ddmmyyyy(daysAgo(20))}Rifiutato`,
      `Situazione economico-finanziaria${ddmmyyyy(daysAgo(30))}Accettato`,
      `Anagrafica${ddmmyyyy(daysAgo(40))}Accettato`,
    ]);
    expect(screen.getByRole('link', { name: 'Torna a Integrazione dati' })).toHaveAttribute(
      'href',
      '/credibility/integrazione-dati',
    );
  });

  it('opens a detail with the rejection reason and the module data read-only', async () => {
    stubList();
    renderApp(LIST);
    await screen.findByRole('table');
    await userEvent.click(
      screen.getByRole('button', {
        name: `Dettaglio della contribuzione Anagrafica del ${ddmmyyyy(daysAgo(20))}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contribuzione: Anagrafica' });
    expect(within(dialog).getByText('Motivo del rifiuto')).toBeInTheDocument();
    expect(within(dialog).getByText('Il CAP indicato non corrisponde al comune.')).toBeInTheDocument();
    expect(await within(dialog).findByText('20122')).toBeInTheDocument();
    expect(await within(dialog).findByText('Milano')).toBeInTheDocument();
  });

  it('starts from ?state=pending with only that state checked, and goes back to the overview with from=overview', async () => {
    stubList();
    renderApp(`${LIST}?state=pending&from=overview`);
    await screen.findByRole('table');
    expect(screen.getByRole('checkbox', { name: 'In lavorazione' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accettato' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rifiutato' })).not.toBeChecked();
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Torna alla panoramica' })).toHaveAttribute(
      'href',
      '/credibility/overview',
    );
  });

  it('filters by module from the query and applies changes only when changed and valid', async () => {
    stubList();
    renderApp(`${LIST}?module=anagrafica`);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    const apply = screen.getByRole('button', { name: 'Applica filtri' });
    expect(apply).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Rifiutato' }));
    expect(apply).toBeEnabled();
    const to = screen.getByRole('textbox', { name: 'Data invio al' });
    await userEvent.type(to, '01/01/2099');
    expect(await screen.findByText('La data finale non può essere successiva a oggi')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    await userEvent.clear(to);
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Accettato');
    expect(apply).toBeDisabled();
  });

  it('keeps a typed date that is not a day, says so and does not apply it', async () => {
    stubList();
    renderApp(LIST);
    await screen.findByRole('table');
    const apply = screen.getByRole('button', { name: 'Applica filtri' });
    const from = screen.getByRole('textbox', { name: 'Data invio dal' });
    await userEvent.type(from, '31/02/2026');
    await userEvent.tab();
    expect(from).toHaveValue('31/02/2026');
    expect(
      await screen.findByText('Formato non valido: inserisci una data nel formato GG/MM/AAAA'),
    ).toBeInTheDocument();
    expect(from).toHaveAccessibleDescription('Formato non valido: inserisci una data nel formato GG/MM/AAAA');
    expect(apply).toBeDisabled();
    // a valid day again: the message goes
    await userEvent.clear(from);
    await userEvent.type(from, ddmmyyyy(daysAgo(30)));
    await userEvent.tab();
    expect(from).toHaveValue(ddmmyyyy(daysAgo(30)));
    await waitFor(() =>
      expect(screen.queryByText(/Formato non valido: inserisci una data/)).not.toBeInTheDocument(),
    );
    expect(apply).toBeEnabled();
    // reset empties a field left with text that is not a day
    await userEvent.type(screen.getByRole('textbox', { name: 'Data invio al' }), '12/2026');
    await userEvent.tab();
    expect(await screen.findByText(/Formato non valido: inserisci una data/)).toBeInTheDocument();
    expect(apply).toBeDisabled();
    const resets = screen.getAllByRole('button', { name: 'Reset filtri' });
    await userEvent.click(resets[0] as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Data invio al' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Data invio dal' })).toHaveValue('');
    expect(screen.queryByText(/Formato non valido: inserisci una data/)).not.toBeInTheDocument();
  });

  it('shows the empty state and resets the filters', async () => {
    stubList();
    renderApp(`${LIST}?module=profiloOperativo`);
    expect(await screen.findByText('Nessun risultato per i filtri impostati')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Reset filtri' });
    await userEvent.click(resets[resets.length - 1] as HTMLElement);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(4);
  });

  it('filters by send date, inclusive by day', async () => {
    stubList();
    renderApp(LIST);
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Data invio dal' }), ddmmyyyy(daysAgo(30)));
    await userEvent.type(screen.getByRole('textbox', { name: 'Data invio al' }), ddmmyyyy(daysAgo(20)));
    await userEvent.click(screen.getByRole('button', { name: 'Applica filtri' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rowText().map((t) => t?.replace(/\d{2}\/\d{2}\/\d{4}/, ''))).toEqual([
      'AnagraficaRifiutato',
      'Situazione economico-finanziariaAccettato',
    ]);
  });

  describe('payment experiences', () => {
    const invoice = (numeroFattura: string, blockId: string, importo: number) => ({
      numeroFattura,
      importo,
      dataFattura: new Date(2026, 1, 10).getTime(),
      dataScadenza: new Date(2026, 2, 10).getTime(),
      dataPagamento: new Date(2026, 2, 12).getTime(),
      nomeFile: `${numeroFattura}.pdf`,
      chiaveDocumento: `key-${numeroFattura}`,
      contentType: 'application/pdf',
      blockId,
    });
    function stubPayments(extra: Parameters<typeof stubSession>[1] = {}) {
      const data = answer();
      data.moduli.esperienzaPagamento = [
        contribution('esperienzaPagamento', 'IN_LAVORAZIONE', daysAgo(1), {
          dati: {
            fornitori: [
              {
                idSoggetto: 'F1',
                denominazione: 'FORNITORE UNO SPA',
                fatture: [invoice('FT-1', 'b-1', 1500), invoice('FT-2', 'b-2', 1234567.8)],
              },
              {
                idSoggetto: 'F2',
                denominazione: 'FORNITORE DUE SRL',
                fatture: [invoice('FT-3', 'b-3', 200)],
              },
            ],
          },
        }),
      ];
      return stubSession(companyUser, {
        ...domainRoutes(),
        'GET /api/v1/contribuzioni/leggi': () => json(data),
        'GET /api/v1/admin/leggi-stato-blocchi': () =>
          json([
            { blockId: 'b-1', stato: 'APPROVATO', motivoRifiuto: null },
            { blockId: 'b-2', stato: 'NON_APPROVATO', motivoRifiuto: 'Fattura già presente' },
            { blockId: 'b-3', stato: 'NON_APPROVATO', motivoRifiuto: 'Importo non leggibile' },
          ]),
        ...extra,
      });
    }

    it('asks for the invoice blocks and sums up their outcomes in the row', async () => {
      const calls = stubPayments();
      renderApp(LIST);
      await screen.findByRole('table');
      const call = calls.find((c) => c.path === '/api/v1/admin/leggi-stato-blocchi');
      expect(new URL(call?.url ?? '', 'http://x').searchParams.get('blockIds')).toBe('b-1,b-2,b-3');
      expect(rows()[0]).toHaveTextContent('Esperienze di Pagamento');
      expect(rows()[0]).toHaveTextContent('1 accettata · 2 rifiutate');
    });

    it('matches a state filter when any invoice has that state', async () => {
      stubPayments();
      renderApp(`${LIST}?state=accepted`);
      await screen.findByRole('table');
      expect(rowText()[0]).toMatch(/^Esperienze di Pagamento/);
      const apply = screen.getByRole('button', { name: 'Applica filtri' });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Accettato' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'In lavorazione' }));
      await userEvent.click(apply);
      // no invoice is still in progress: only the management contribution is left
      await waitFor(() => expect(rowText()).toEqual([`Management${ddmmyyyy(daysAgo(2))}In lavorazione`]));
    });

    it('shows each invoice with its state and the rejection reason in the detail', async () => {
      stubPayments();
      const dialog = await openPaymentsDetail();
      const table = within(dialog).getByRole('table', { name: 'Fatture' });
      const lines = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent?.replace(/\s/g, ' '));
      expect(lines).toEqual([
        'FORNITORE UNO SPAFT-110/02/20261.500,00 €FT-1.pdfAccettato',
        'FORNITORE UNO SPAFT-210/02/20261.234.567,80 €FT-2.pdfRifiutato',
        'Motivo del rifiuto: Fattura già presente',
        'FORNITORE DUE SRLFT-310/02/2026200,00 €FT-3.pdfRifiutato',
        'Motivo del rifiuto: Importo non leggibile',
      ]);
    });

    it("shows the module's own line under each invoice: the supplier's answer, or the request to ask", async () => {
      const confirmation = {
        blockId: 'b-1',
        email: 'amministrazione@fornitoreuno.it',
        selfProvided: false,
        requestedAt: daysAgo(1),
        expiresAt: daysAgo(-13),
        answer: 'confirmed',
        answeredAt: daysAgo(0),
        correctedPaymentDate: null,
        correctedAmount: null,
        reason: null,
      };
      const calls = stubPayments({
        'GET /api/v1/contribuzioni/esperienze-pagamento/conferme': () => json([confirmation]),
      });
      const dialog = await openPaymentsDetail();
      const table = within(dialog).getByRole('table', { name: 'Fatture' });
      expect(await within(table).findByTestId('supplier-confirmation')).toHaveTextContent(
        'Conferma del fornitore: confermata dal fornitore — a amministrazione@fornitoreuno.it',
      );
      // an answered request may be asked again, as every invoice without an open one
      expect(within(table).getAllByRole('button', { name: 'Chiedi conferma al fornitore' })).toHaveLength(3);
      // one call for the whole table
      expect(
        calls.filter((c) => c.path === '/api/v1/contribuzioni/esperienze-pagamento/conferme'),
      ).toHaveLength(1);
    });

    it("downloads an invoice's attachment from the detail, with 'Errore download documento.' when it fails", async () => {
      let fail = false;
      const calls = stubPayments({
        'GET /api/v1/contribuzioni/allegato/download': () =>
          fail
            ? json({ message: 'Documento non trovato.' }, 404)
            : new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      });
      const createObjectURL = vi.spyOn(URL, 'createObjectURL');
      const dialog = await openPaymentsDetail();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Scarica FT-2.pdf' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
      const call = calls.find((c) => c.path === '/api/v1/contribuzioni/allegato/download');
      const query = new URL(call?.url ?? '', 'http://x').searchParams;
      expect([query.get('codice'), query.get('nomeFile'), query.get('formato')]).toEqual([
        'key-FT-2',
        'FT-2.pdf',
        'application/pdf',
      ]);

      fail = true;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Scarica FT-3.pdf' }));
      expect(await screen.findByText('Errore download documento.')).toBeInTheDocument();
      expect(createObjectURL).toHaveBeenCalledTimes(1);
    });
  });
});
