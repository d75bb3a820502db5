import type { ReviewDetail, ReviewQueueItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, json, renderApp, stubSession } from '../helpers.tsx';
import { impersonating, PANEL } from './fixtures.ts';

afterEach(() => window.sessionStorage.clear());

const QUEUE = '/credibility/admin-panel/coda';
const BLOCK = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const queueItem = (blockId: string, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  blockId,
  module: 'altriDocumenti',
  state: 'IN_ATTESA_LAVORAZIONE',
  sentAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  subjectId: 'S1',
  companyName: 'ALFA SRL',
  companyUserId: 'U200',
  takenBy: null,
  dueAt: null,
  invoice: null,
  event: null,
  ...overrides,
});

const detail = (overrides: Partial<ReviewDetail> = {}): ReviewDetail => ({
  item: queueItem(BLOCK, { state: 'IN_LAVORAZIONE', takenBy: { userId: 'A1', name: 'Anna Analista' } }),
  data: { tipoDocumento: 'Business plan', noteDocumento: 'Piano 2027', nomeDocumento: 'piano.pdf' },
  report: null,
  history: [],
  files: [{ key: 'K1', name: 'piano.pdf', contentType: 'application/pdf', size: 2048 }],
  canDecide: true,
  supplierConfirmations: [],
  ...overrides,
});

const counts = () => json({ IN_ATTESA_LAVORAZIONE: 12, IN_LAVORAZIONE: 3 });

/** The queue's rows once its table, sorted by sending, is on screen. */
async function rowsBySending() {
  const table = await screen.findByRole('table', { name: 'Contribuzioni da revisionare, dalla più vecchia' });
  return within(table).getAllByRole('row').slice(1);
}
const history = () => json({ notes: [], impersonations: [] });

describe('review queue', () => {
  it('shows the counts on the dashboard, each a link to the filtered queue', async () => {
    stubSession(adminUser, { 'GET /api/v1/admin/review-queue/counts': counts });
    renderApp(PANEL);
    const waiting = await screen.findByRole('link', { name: /In attesa di lavorazione/ });
    await waitFor(() => expect(waiting).toHaveTextContent('12'));
    expect(waiting).toHaveAttribute('href', `${QUEUE}?state=IN_ATTESA_LAVORAZIONE`);
    expect(screen.getByRole('link', { name: /^In lavorazione/ })).toHaveTextContent('3');
  });

  it('lists the open items oldest first with age, module, company and who took them; a filter goes to the API and the address', async () => {
    const calls = stubSession(adminUser, {
      'GET /api/v1/admin/review-queue/counts': counts,
      'GET /api/v1/admin/review-queue': () =>
        json({
          items: [
            queueItem(BLOCK),
            queueItem(OTHER, {
              module: 'esperienzaPagamento',
              state: 'IN_LAVORAZIONE',
              sentAt: new Date().toISOString(),
              companyName: 'BETA SPA',
              takenBy: { userId: 'A1', name: 'Anna Analista' },
              invoice: { numeroFattura: 'FT-9', supplierName: 'GAMMA SRL' },
            }),
          ],
          next: null,
        }),
    });
    renderApp(QUEUE);
    const rows = await rowsBySending();
    expect(rows[0]).toHaveTextContent('da 3 giorni');
    expect(within(rows[0]!).getByRole('link', { name: 'Altri documenti' })).toHaveAttribute(
      'href',
      `${QUEUE}/${BLOCK}`,
    );
    expect(rows[0]).toHaveTextContent('In attesa di lavorazione');
    expect(rows[1]).toHaveTextContent('da 0 giorni');
    expect(rows[1]).toHaveTextContent('Fattura FT-9 di GAMMA SRL');
    expect(rows[1]).toHaveTextContent('Anna Analista');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Età' }));
    await user.click(await screen.findByRole('option', { name: 'Inviate da più di 7 giorni' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/v1/admin/review-queue' && c.url.includes('minAgeDays=7')),
      ).toBe(true),
    );
    expect(window.location.search).toBe('?minAgeDays=7');
  });

  it('names the contested event of each contest, so that two of one company read apart, and in the detail title', async () => {
    const contest = (blockId: string, event: ReviewQueueItem['event']) =>
      queueItem(blockId, {
        module: 'contestazioneEventi',
        dueAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        event,
      });
    const protest = contest(BLOCK, { tipo: 'Protesto di cambiale', data: '2025-09-12', importo: 4250 });
    const news = contest(OTHER, { tipo: 'Notizia negativa', data: '2026-01-31', importo: null });
    stubSession(adminUser, {
      'GET /api/v1/admin/review-queue/counts': counts,
      'GET /api/v1/admin/review-queue': () => json({ items: [protest, news], next: null }),
      [`GET /api/v1/admin/review-queue/${BLOCK}`]: () => json(detail({ item: protest })),
    });
    renderApp(QUEUE);
    const rows = await rowsBySending();
    expect(rows[0]).toHaveTextContent('Protesto di cambiale del 12/09/2025 · 4.250,00 €');
    expect(rows[1]).toHaveTextContent('Notizia negativa del 31/01/2026');
    expect(rows[1]).not.toHaveTextContent('€');
    await userEvent
      .setup()
      .click(within(rows[0]!).getByRole('link', { name: 'Contestazione di un evento negativo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Protesto di cambiale del 12\/09\/2025/ }),
    ).toBeInTheDocument();
  });

  it('shows the time of sending on the Italian clock, so that the order within a day shows (issue 25 §9)', async () => {
    stubSession(adminUser, {
      'GET /api/v1/admin/review-queue/counts': counts,
      'GET /api/v1/admin/review-queue': () =>
        json({
          items: [
            queueItem(BLOCK, { sentAt: '2026-11-24T23:30:00.000Z' }),
            queueItem(OTHER, { sentAt: '2026-11-25T08:05:00.000Z' }),
          ],
          next: null,
        }),
    });
    renderApp(QUEUE);
    const rows = await rowsBySending();
    expect(rows[0]).toHaveTextContent('25/11/2026 00:30');
    expect(rows[1]).toHaveTextContent('25/11/2026 09:05');
  });

  it('shows each deadline with the days left, says "Scaduta" in words when past it, and sorts and filters by deadline (issue 29 §3)', async () => {
    const now = Date.now();
    const calls = stubSession(adminUser, {
      'GET /api/v1/admin/review-queue/counts': counts,
      'GET /api/v1/admin/review-queue': () =>
        json({
          items: [
            queueItem(BLOCK, { dueAt: new Date(now - 2.5 * 86_400_000).toISOString() }),
            queueItem(OTHER, { dueAt: new Date(now + 5.5 * 86_400_000).toISOString() }),
            queueItem('33333333-3333-4333-8333-333333333333'),
          ],
          next: null,
        }),
    });
    renderApp(QUEUE);
    const rows = await rowsBySending();
    expect(rows[0]).toHaveTextContent('Scaduta');
    expect(rows[0]).toHaveTextContent('scaduta da 3 giorni');
    expect(rows[1]).toHaveTextContent('restano 5 giorni');
    expect(rows[1]).not.toHaveTextContent('Scaduta');
    expect(rows[2]).toHaveTextContent('Nessuna');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Scadenza della risposta' }));
    await user.click(await screen.findByRole('option', { name: 'Scadute' }));
    await waitFor(() => expect(window.location.search).toBe('?due=overdue'));
    await user.click(screen.getByRole('combobox', { name: 'Ordina per' }));
    await user.click(await screen.findByRole('option', { name: 'Tempo rimasto, dal più breve' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/v1/admin/review-queue' &&
            c.url.includes('due=overdue') &&
            c.url.includes('sort=due'),
        ),
      ).toBe(true),
    );
    // the table says its order
    expect(
      await screen.findByRole('table', { name: 'Contribuzioni da revisionare, dal tempo rimasto più breve' }),
    ).toBeVisible();
  });

  it('says so when nothing is left to review', async () => {
    stubSession(adminUser, {
      'GET /api/v1/admin/review-queue/counts': counts,
      'GET /api/v1/admin/review-queue': () => json({ items: [], next: null }),
    });
    renderApp(`${QUEUE}?module=anagrafica`);
    expect(await screen.findByText('Nessuna contribuzione da revisionare con questi filtri.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Modulo' })).toHaveValue('Anagrafica');
  });
});

describe('review item', () => {
  const routes = (d: ReviewDetail) => ({
    [`GET /api/v1/admin/review-queue/${BLOCK}`]: () => json(d),
    'GET /api/v1/admin/subjects/S1/history': history,
    'POST /api/v1/admin/selectUser': () => json({ esito: true }),
    'GET /api/v1/admin/review-queue': () => json({ items: [queueItem(OTHER)], next: null }),
  });

  it('rejects with a reason of the module catalogue and the analyst words, then opens the next item', async () => {
    const calls = stubSession(impersonating('U200'), {
      ...routes(detail()),
      'POST /api/v1/admin/cambia-stato-contribuzione': () => json({ esito: true }),
    });
    renderApp(`${QUEUE}/${BLOCK}`);
    const decision = await screen.findByRole('region', { name: 'Decisione' });
    const user = userEvent.setup();
    await user.click(within(decision).getByRole('button', { name: 'Rifiuta' }));
    const confirm = within(decision).getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    await user.click(within(decision).getByRole('combobox', { name: 'Motivo del rifiuto' }));
    await user.click(
      await screen.findByRole('option', { name: 'Il documento non corrisponde al tipo indicato' }),
    );
    await user.type(
      within(decision).getByRole('textbox', { name: "Dettagli per l'azienda" }),
      'Manca la firma',
    );
    await user.click(confirm);
    await waitFor(() => expect(window.location.pathname).toBe(`${QUEUE}/${OTHER}`));
    // the next item is one this analyst may decide (issue 25 §9: not one they sent for the company)
    const next = calls.filter((c) => c.path === '/api/v1/admin/review-queue').at(-1)!;
    expect(new URL(next.url, 'http://x').searchParams.get('decidable')).toBe('true');
    const body = JSON.parse(calls.find((c) => c.path.endsWith('/cambia-stato-contribuzione'))!.body!);
    expect(body).toEqual({
      idBlocco: BLOCK,
      statoModulo: 'NON_APPROVATO',
      reasonCode: 'tipo-non-corrispondente',
      motivoRifiuto: 'Manca la firma',
    });
  });

  it('"Altro motivo" needs the analyst words', async () => {
    stubSession(impersonating('U200'), routes(detail()));
    renderApp(`${QUEUE}/${BLOCK}`);
    const decision = await screen.findByRole('region', { name: 'Decisione' });
    const user = userEvent.setup();
    await user.click(within(decision).getByRole('button', { name: 'Rifiuta' }));
    await user.click(within(decision).getByRole('combobox', { name: 'Motivo del rifiuto' }));
    await user.click(await screen.findByRole('option', { name: 'Altro motivo' }));
    expect(within(decision).getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await user.type(
      within(decision).getByRole('textbox', { name: /Dettagli per l'azienda/ }),
      'Dati del 2019',
    );
    expect(within(decision).getByRole('button', { name: 'Conferma' })).toBeEnabled();
  });

  it('closes the decision to the analyst who wrote or sent the contribution (four-eyes rule)', async () => {
    stubSession(impersonating('U200'), routes(detail({ canDecide: false })));
    renderApp(`${QUEUE}/${BLOCK}`);
    expect(await screen.findByText(/deve deciderla un altro analista/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
  });

  it('shows the server message when the decision is refused (409)', async () => {
    stubSession(impersonating('U200'), {
      ...routes(detail()),
      'POST /api/v1/admin/cambia-stato-contribuzione': () =>
        json({ message: 'Un altro analista deve decidere questa contribuzione.' }, 409),
    });
    renderApp(`${QUEUE}/${BLOCK}`);
    const decision = await screen.findByRole('region', { name: 'Decisione' });
    const user = userEvent.setup();
    await user.click(within(decision).getByRole('button', { name: 'Accetta' }));
    await user.click(within(decision).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Un altro analista deve decidere questa contribuzione.')).toBeVisible();
    expect(window.location.pathname).toBe(`${QUEUE}/${BLOCK}`);
  });

  it('one line per acting period: an ongoing one says since when, a closed one from and to (issue 25 §9)', async () => {
    stubSession(impersonating('U200'), {
      ...routes(detail()),
      'GET /api/v1/admin/subjects/S1/history': () =>
        json({
          notes: [],
          impersonations: [
            {
              analyst: { userId: 'A1', name: 'Anna Analista' },
              actedAs: 'U200',
              startedAt: '2026-11-25T08:05:00.000Z',
              endedAt: null,
            },
            {
              analyst: { userId: 'A2', name: 'Bruno Bianchi' },
              actedAs: 'U200',
              startedAt: '2026-11-24T22:40:00.000Z',
              endedAt: '2026-11-24T23:10:00.000Z',
            },
          ],
        }),
    });
    renderApp(`${QUEUE}/${BLOCK}`);
    expect(await screen.findByText('Anna Analista: dal 25/11/2026 09:05, in corso')).toBeVisible();
    expect(screen.getByText('Bruno Bianchi: dal 24/11/2026 23:40 al 25/11/2026 00:10')).toBeVisible();
  });

  it('acts for the company of the item it opens', async () => {
    const calls = stubSession(adminUser, routes(detail()));
    renderApp(`${QUEUE}/${BLOCK}`);
    await screen.findByRole('region', { name: 'Decisione' });
    await waitFor(() =>
      expect(JSON.parse(calls.find((c) => c.path === '/api/v1/admin/selectUser')?.body ?? 'null')).toEqual({
        userId: 'U200',
      }),
    );
  });
});
