import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContributionFlow } from './contribution-flow.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/* Issue 12: the company learns the outcome of each invoice, and the counters count invoices. */

let ctx: TestContext;
let flow: ContributionFlow;
beforeAll(async () => {
  ctx = await createTestApp();
  flow = await ContributionFlow.start(ctx.app, 'azienda2');
});
afterAll(() => ctx.close());

it('each invoice carries its own outcome and reason to the company; counters count invoices', async () => {
  const ids = await flow.sendInvoices('1000001', 3, 'FT-OUT');
  expect(ids).toHaveLength(3);
  expect((await flow.call('GET', '/contribuzioni/count')).json()).toEqual({
    accettate: 0,
    inLavorazione: 3,
    rifiutate: 0,
  });

  for (const id of ids) expect((await flow.decide(id, 'IN_LAVORAZIONE')).statusCode).toBe(200);
  expect((await flow.decide(ids[0]!, 'APPROVATO')).statusCode).toBe(200);
  expect((await flow.decide(ids[1]!, 'NON_APPROVATO', 'Importo non leggibile')).statusCode).toBe(200);
  expect((await flow.decide(ids[2]!, 'NON_APPROVATO', 'Fattura di un altro cliente')).statusCode).toBe(200);

  const states = (await flow.call('GET', `/admin/leggi-stato-blocchi?blockIds=${ids.join(',')}`)).json();
  expect(new Map(states.map((s: { blockId: string }) => [s.blockId, s]))).toEqual(
    new Map([
      [ids[0], { blockId: ids[0], stato: 'APPROVATO', motivoRifiuto: null }],
      [ids[1], { blockId: ids[1], stato: 'NON_APPROVATO', motivoRifiuto: 'Importo non leggibile' }],
      [ids[2], { blockId: ids[2], stato: 'NON_APPROVATO', motivoRifiuto: 'Fattura di un altro cliente' }],
    ]),
  );
  expect((await flow.call('GET', '/contribuzioni/count')).json()).toEqual({
    accettate: 1,
    inLavorazione: 0,
    rifiutate: 2,
  });
  const bell = (await flow.call('GET', '/monitoraggio/segnalazioni'))
    .json()
    .notifications.map((n: { descrizioneEvento: string }) => n.descrizioneEvento);
  expect(bell).toContain(
    'Contribuzione "Esperienze di Pagamento, fattura FT-OUT-2" rifiutata. Motivo: Importo non leggibile',
  );

  // Another company's user learns nothing of these blocks.
  const other = await ContributionFlow.start(ctx.app, 'azienda');
  expect((await other.call('GET', `/admin/leggi-stato-blocchi?blockIds=${ids.join(',')}`)).json()).toEqual(
    [],
  );
});
