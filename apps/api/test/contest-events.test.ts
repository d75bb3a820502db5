import { decisionEventSchema, type NegativeEvent } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContributionFlow, content } from './contribution-flow.ts';
import { createTestApp, ifMatchFor, multipartBody, pdfBytes, type TestContext } from './helpers.ts';
import { MACHINE, machineHeaders, machineKey } from './provider-helpers.ts';

/*
 * Issue 29 §2: ALFA contests one negative event with PDF evidence; one open contest per event;
 * another company's event is unknown (404); the acceptance changes only that event.
 */
let ctx: TestContext;
let alfa: ContributionFlow;
let beta: ContributionFlow;
let events: NegativeEvent[];
beforeAll(async () => {
  ctx = await createTestApp();
  alfa = await ContributionFlow.start(ctx.app, 'azienda');
  beta = await ContributionFlow.start(ctx.app, 'azienda2');
  events = (await alfa.synthesis()).eventiNegativi!.eventi!;
});
afterAll(() => ctx.close());

const URL = '/api/v1/contribuzioni/contestazione-eventi/scrivi';
const pdf = (field: string, name = 'quietanza.pdf', bytes = pdfBytes(4096, field)) => ({
  field,
  filename: name,
  content: bytes,
});

async function write(flow: ContributionFlow, fields: Record<string, string>, files = [pdf('documento1')]) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...flow.company, ...(await ifMatchFor(ctx.app, flow.company, URL)), ...body.headers },
    payload: body.payload,
  });
}
const eventOf = (categoria: string) => events.find((e) => e.categoria === categoria)!;

describe('contest of a negative event', () => {
  it('evidence: at least one PDF, at most five, PDFs by content; a wrong amount says the right one', async () => {
    const seizure = eventOf('pregiudizievoli');
    const fields = { idEvento: seizure.id, motivo: 'revocatoEstinto' };
    expect((await write(alfa, fields, [])).statusCode).toBe(400);
    const fake = await write(alfa, fields, [
      pdf('documento1', 'quietanza.pdf', Buffer.from('not a pdf at all')),
    ]);
    expect(fake.statusCode).toBe(415);
    const six = [1, 2, 3, 4, 5, 6].map((n) => pdf(`documento${n}`, `prova${n}.pdf`));
    expect((await write(alfa, fields, six)).statusCode).toBe(400);
    const noCorrection = await write(alfa, { idEvento: seizure.id, motivo: 'importoDataErrati' });
    expect(noCorrection.statusCode).toBe(400);
    const five = await write(alfa, fields, six.slice(0, 5));
    expect(five.statusCode, five.body).toBe(200);
    const [draft] = (await alfa.call('GET', '/contribuzioni/contestazione-eventi/leggi')).json().records;
    expect(draft.documenti.map((d: { nomeDocumento: string }) => d.nomeDocumento)).toEqual([
      'prova1.pdf',
      'prova2.pdf',
      'prova3.pdf',
      'prova4.pdf',
      'prova5.pdf',
    ]);
  });

  it("another company's event, or one not in the report: 404, nothing written", async () => {
    const protest = eventOf('protesti');
    const other = await write(beta, { idEvento: protest.id, motivo: 'nonRiguarda' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("L'evento contestato non è nel report dell'azienda.");
    expect((await beta.call('GET', '/contribuzioni/contestazione-eventi/leggi')).json().records).toEqual([]);
    expect((await write(alfa, { idEvento: 'PRT-NESSUNO', motivo: 'altro' })).statusCode).toBe(404);
  });

  it('one open contest per event (409); rejected with a reason, the company reads it', async () => {
    const seizure = eventOf('pregiudizievoli');
    const blockId = await alfa.send(
      'contestazioneEventi',
      multipartBody(
        { idEvento: seizure.id, motivo: 'revocatoEstinto', nota: 'Pignoramento cancellato a marzo' },
        [pdf('documento1', 'cancellazione.pdf')],
      ),
    );
    const again = await write(alfa, { idEvento: seizure.id, motivo: 'revocatoEstinto' });
    expect(again.statusCode).toBe(409);
    expect((await alfa.decide(blockId, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    const rejected = await alfa.decide(
      blockId,
      'NON_APPROVATO',
      'I documenti non provano il motivo indicato',
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [record] = (await alfa.call('GET', '/contribuzioni/contestazione-eventi/leggi')).json().records;
    expect(record).toMatchObject({
      stato: 'NON_APPROVATO',
      motivoRifiuto: 'I documenti non provano il motivo indicato',
    });
    expect((await alfa.synthesis()).eventiNegativi!.eventi).toEqual(events);
  });

  it('accepted: exactly that event leaves the report, its count drops by one, nothing else changes', async () => {
    const before = await alfa.synthesis();
    const protest = eventOf('protesti');
    const blockId = await alfa.send(
      'contestazioneEventi',
      multipartBody({ idEvento: protest.id, motivo: 'pagatoCancellato' }, [
        pdf('documento1', 'cancellazione-protesto.pdf'),
      ]),
    );
    await alfa.accept(blockId);
    const after = await alfa.synthesis();
    expect(after.idConsegna).not.toBe(before.idConsegna);
    const { eventiNegativi: was, ...restBefore } = content(before);
    const { eventiNegativi: now, ...restAfter } = content(after);
    expect(restAfter).toEqual(restBefore);
    expect(now!.classificazione).toEqual(was!.classificazione);
    expect(now!.eventi).toEqual(was!.eventi!.filter((e) => e.id !== protest.id));
    expect(now!.eventiInfluenti).toEqual({
      ...was!.eventiInfluenti,
      protesti: was!.eventiInfluenti.protesti - 1,
    });
    // the event is gone: contesting it again finds nothing
    expect((await write(alfa, { idEvento: protest.id, motivo: 'altro' })).statusCode).toBe(404);

    // the provider reads the decision in its feed as a contribution of this kind (issue 29 §3)
    const key = await machineKey(ctx.database.db, 'events:read');
    const feed = await ctx.app.inject({
      url: `${MACHINE}/events?after=0&limit=1000`,
      headers: machineHeaders(key),
    });
    expect(feed.statusCode).toBe(200);
    const decided = (feed.json().events as { type: string; data: { blockId: string } }[]).find(
      (e) => e.type === 'contribution.decided' && e.data.blockId === blockId,
    );
    const event = decisionEventSchema.parse(decided);
    expect(event.data).toMatchObject({
      module: 'contestazioneEventi',
      outcome: 'APPROVATO',
      contribution: { idEvento: protest.id, motivo: 'pagatoCancellato' },
    });
    expect(event.data.files).toHaveLength(1);
  });

  it('a wrong amount, accepted, corrects only the amount', async () => {
    const seizure = eventOf('pregiudizievoli');
    const blockId = await alfa.send(
      'contestazioneEventi',
      multipartBody({ idEvento: seizure.id, motivo: 'importoDataErrati', importoCorretto: '1860' }, [
        pdf('documento1', 'atto.pdf'),
      ]),
    );
    await alfa.accept(blockId);
    const now = (await alfa.synthesis()).eventiNegativi!;
    expect(now.eventi).toEqual([{ ...seizure, importo: 1860 }]);
    expect(now.eventiInfluenti.pregiudizievoli).toBe(1);
  });
});
