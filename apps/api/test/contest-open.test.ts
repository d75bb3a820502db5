import type { NegativeEvent, ReviewQueueItem } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleRecords } from '../src/db/schema.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { createTestApp, ifMatchFor, multipartBody, pdfBytes } from './helpers.ts';
import { useTestApp } from './test-app.ts';

/*
 * Issue 29, what the contest adds to the module contract: one open contest per event (not per
 * company), a review deadline in the queue, evidence rules at their boundaries, and a certificate
 * that changes only once a contest is decided.
 */
const { ctx } = useTestApp();
const flows = {} as { alfa: ContributionFlow; beta: ContributionFlow; events: NegativeEvent[] };
beforeAll(async () => {
  const alfa = await ContributionFlow.start(ctx.app, 'azienda');
  Object.assign(flows, {
    alfa,
    beta: await ContributionFlow.start(ctx.app, 'azienda2'),
    events: (await alfa.synthesis()).eventiNegativi!.eventi!,
  });
});

const BASE = '/contribuzioni/contestazione-eventi';
const URL = `/api/v1${BASE}/scrivi`;
const DAY = 86_400_000;
const eventOf = (categoria: string) => flows.events.find((e) => e.categoria === categoria)!;
const pdf = (field: string, name = 'prova.pdf', content = pdfBytes(4096, field)) => ({
  field,
  filename: name,
  content,
});
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(2048, 1),
]);

async function write(
  flow: ContributionFlow,
  fields: Record<string, string>,
  files = [pdf('documento1')],
  language = 'it',
) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      ...flow.company,
      ...(await ifMatchFor(ctx.app, flow.company, URL)),
      ...body.headers,
      'accept-language': language,
    },
    payload: body.payload,
  });
}

const contestOf = (event: NegativeEvent, motivo = 'pagatoCancellato') =>
  multipartBody({ idEvento: event.id, motivo }, [pdf('documento1', 'cancellazione.pdf')]);

async function queue(query: string): Promise<{ items: ReviewQueueItem[]; next: string | null }> {
  const res = await flows.alfa.call('GET', `/admin/review-queue?${query}`, undefined, flows.alfa.analyst);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function certificateCounts(flow: ContributionFlow) {
  const saved = await flow.call('POST', '/contribuzioni/salva-configurazione-attestato', {
    fidoCertificato: false,
    situazioneEcoFin: false,
    valutazioneTempiPagamento: false,
    eventiNegativi: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { cdRichiestaUltimoAttestato: cd, idConsegnaUltimoAttestato: id } = saved.json().attestato;
  const file = await flow.call('GET', `/document/download/${cd}?idConsegna=${id}`);
  expect(file.statusCode).toBe(200);
  const text = (
    await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true })
  ).text;
  const count = (label: string) => Number(new RegExp(`${label}\\s*(\\d+)`).exec(text)?.[1]);
  return { protesti: count('Protesti'), pregiudizievoli: count('Atti pregiudizievoli') };
}

describe('evidence of a contest, at its boundaries', () => {
  const fields = () => ({ idEvento: eventOf('protesti').id, motivo: 'pagatoCancellato' });
  it('0 files: 400; 1 and 5 PDFs: 200; 6: 400', async () => {
    expect((await write(flows.alfa, fields(), [])).statusCode).toBe(400);
    expect((await write(flows.alfa, fields(), [pdf('documento1')])).statusCode).toBe(200);
    const six = [1, 2, 3, 4, 5, 6].map((n) => pdf(`documento${n}`, `prova${n}.pdf`));
    expect((await write(flows.alfa, fields(), six.slice(0, 5))).statusCode).toBe(200);
    const tooMany = await write(flows.alfa, fields(), six);
    expect(tooMany.statusCode).toBe(400);
    const [draft] = (await flows.alfa.call('GET', `${BASE}/leggi`)).json().records;
    expect(draft.documenti).toHaveLength(5);
  });

  it('PDF by content: an image named .pdf is refused (415), the draft stays as it was', async () => {
    const before = (await flows.alfa.call('GET', `${BASE}/leggi`)).json().records;
    const image = await write(flows.alfa, fields(), [pdf('documento1', 'cancellazione.pdf', PNG)]);
    expect(image.statusCode).toBe(415);
    expect((await flows.alfa.call('GET', `${BASE}/leggi`)).json().records).toEqual(before);
  });
});

describe('one open contest per event', () => {
  let protestBlock: string;
  let seizureBlock: string;

  it('a second contest of the same event: 409 in the user language; another event: sent beside it', async () => {
    protestBlock = await flows.alfa.send('contestazioneEventi', contestOf(eventOf('protesti')));
    const again = await write(flows.alfa, { idEvento: eventOf('protesti').id, motivo: 'altro' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Questo evento ha già una contestazione in lavorazione: attendi la risposta prima di contestarlo di nuovo.',
    );
    const english = await write(
      flows.alfa,
      { idEvento: eventOf('protesti').id, motivo: 'altro' },
      undefined,
      'en',
    );
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      'This event already has a contest in progress: wait for the answer before contesting it again.',
    );
    // the other event: written, saved and sent while the first contest is open
    // saved beside the open one: the hub's state of the module is the saved record, so it can be sent
    expect(
      (await write(flows.alfa, { idEvento: eventOf('pregiudizievoli').id, motivo: 'revocatoEstinto' }))
        .statusCode,
    ).toBe(200);
    const [draft] = (await flows.alfa.call('GET', `${BASE}/leggi`)).json().records;
    const engine = new Set('stato dataSalvataggio dataInvio motivoRifiuto blockId version'.split(' '));
    const data = Object.fromEntries(Object.entries(draft).filter(([key]) => !engine.has(key)));
    expect((await flows.alfa.call('POST', `${BASE}/salva`, data)).statusCode).toBe(200);
    const info = (await flows.alfa.call('GET', '/contribuzioni/info-moduli')).json();
    expect(info.contestazioneEventi.stato).toBe('SALVATO');
    expect(
      (await flows.alfa.call('POST', '/contribuzioni/invia', { moduli: ['contestazioneEventi'] })).statusCode,
    ).toBe(200);
    const sent = (await flows.alfa.call('GET', `${BASE}/leggi`)).json().records as {
      idEvento: string;
      blockId: string;
    }[];
    seizureBlock = sent.find((r) => r.idEvento === eventOf('pregiudizievoli').id)!.blockId;
    const records = (await flows.alfa.call('GET', `${BASE}/leggi`)).json().records as {
      stato: string;
      idEvento: string;
      blockId: string;
    }[];
    expect(
      records
        .filter((r) => r.stato === 'IN_ATTESA_LAVORAZIONE')
        .map((r) => r.idEvento)
        .sort(),
    ).toEqual([eventOf('protesti').id, eventOf('pregiudizievoli').id].sort());
  });

  it('each contest has a deadline 30 days from sending, in the queue and for the company', async () => {
    const records = (await flows.alfa.call('GET', '/contribuzioni/leggi')).json().moduli
      .contestazioneEventi as {
      blockId: string;
      dataInvio: string;
      dataScadenza: string;
    }[];
    expect(records).toHaveLength(2);
    for (const r of records)
      expect(new Date(r.dataScadenza).getTime() - new Date(r.dataInvio).getTime()).toBe(30 * DAY);
    const { items } = await queue('module=contestazioneEventi');
    expect(items.map((i) => i.dueAt).sort()).toEqual(records.map((r) => r.dataScadenza).sort());
    // a module without a review deadline has none
    const other = await queue('module=altriDocumenti');
    for (const i of other.items) expect(i.dueAt).toBeNull();
  });

  it('each contest names its event in the queue and in the review detail; other modules name none', async () => {
    const named = (event: NegativeEvent) => ({ tipo: event.tipo, data: event.data, importo: event.importo });
    const { items } = await queue('module=contestazioneEventi');
    const byBlock = new Map(items.map((i) => [i.blockId, i.event]));
    expect(byBlock.get(protestBlock)).toEqual(named(eventOf('protesti')));
    expect(byBlock.get(seizureBlock)).toEqual(named(eventOf('pregiudizievoli')));
    expect(eventOf('protesti').tipo).not.toBe(eventOf('pregiudizievoli').tipo);
    const detail = await flows.alfa.call(
      'GET',
      `/admin/review-queue/${seizureBlock}`,
      undefined,
      flows.alfa.analyst,
    );
    expect(detail.json().item.event).toEqual(named(eventOf('pregiudizievoli')));
    for (const i of (await queue('limit=100')).items.filter((i) => i.module !== 'contestazioneEventi'))
      expect(i.event).toBeNull();
  });

  it('the queue sorts by time left (deadlines first, least first) and filters overdue / due within 7 days', async () => {
    const now = Date.now();
    const setDue = (blockId: string, at: number) =>
      ctx.app.db
        .update(moduleRecords)
        .set({ dueAt: new Date(at) })
        .where(eq(moduleRecords.blockId, blockId));
    await setDue(protestBlock, now + 5 * DAY);
    await setDue(seizureBlock, now - 2 * DAY);
    const sorted = (await queue('sort=due&limit=100')).items;
    const withDue = sorted.filter((i) => i.dueAt !== null);
    expect(withDue.map((i) => i.blockId).slice(0, 2)).toEqual([seizureBlock, protestBlock]);
    const firstWithout = sorted.findIndex((i) => i.dueAt === null);
    if (firstWithout >= 0) expect(sorted.slice(firstWithout).every((i) => i.dueAt === null)).toBe(true);
    const dues = withDue.map((i) => i.dueAt!);
    expect(dues).toEqual([...dues].sort());
    // page by page (one item each) gives the same order
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: { items: ReviewQueueItem[]; next: string | null } = await queue(
        `sort=due&limit=1${after ? `&after=${after}` : ''}`,
      );
      paged.push(...page.items.map((i) => i.blockId));
      after = page.next;
    } while (after);
    expect(paged).toEqual(sorted.map((i) => i.blockId));
    expect((await queue('due=overdue')).items.map((i) => i.blockId)).toEqual([seizureBlock]);
    expect((await queue('due=week')).items.map((i) => i.blockId)).toEqual([protestBlock]);
    const unknown = await flows.alfa.call(
      'GET',
      '/admin/review-queue?due=soon',
      undefined,
      flows.alfa.analyst,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it("another company's event id: 404, and its own contests are untouched", async () => {
    const res = await write(flows.beta, { idEvento: eventOf('pregiudizievoli').id, motivo: 'nonRiguarda' });
    expect(res.statusCode).toBe(404);
    expect((await flows.beta.call('GET', `${BASE}/leggi`)).json().records).toEqual([]);
  });

  it('the certificate changes nothing while a contest is open, and shows the applied report once accepted', async () => {
    const before = (await flows.alfa.synthesis()).eventiNegativi!.eventiInfluenti;
    const open = await certificateCounts(flows.alfa);
    expect(open).toEqual({ protesti: before.protesti, pregiudizievoli: before.pregiudizievoli });
    await flows.alfa.accept(protestBlock);
    const accepted = await certificateCounts(flows.alfa);
    expect(accepted).toEqual({ protesti: before.protesti - 1, pregiudizievoli: before.pregiudizievoli });
    // the seizure's contest is still open: its count has not moved; rejected, it never does
    expect((await flows.alfa.decide(seizureBlock, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    const rejected = await flows.alfa.call(
      'POST',
      '/admin/cambia-stato-contribuzione',
      { idBlocco: seizureBlock, statoModulo: 'NON_APPROVATO', reasonCode: 'evento-confermato' },
      flows.alfa.analyst,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const history = (await flows.alfa.call('GET', '/contribuzioni/leggi')).json().storicoContribuzioni
      .contestazioneEventi as { blockId: string; stato: string; motivoRifiuto: string }[];
    const answer = history.find((r) => r.blockId === seizureBlock);
    expect(answer).toMatchObject({
      stato: 'NON_APPROVATO',
      motivoRifiuto: "L'evento risulta ancora nel registro pubblico",
    });
    expect(await certificateCounts(flows.alfa)).toEqual(accepted);
    // decided: the event can be contested again
    expect(
      (await write(flows.alfa, { idEvento: eventOf('pregiudizievoli').id, motivo: 'altro' })).statusCode,
    ).toBe(200);
  });
});

describe('REVIEW_DEADLINE_DAYS', () => {
  it('overrides the deadline of a module that has one', async () => {
    const other = await createTestApp({ env: { REVIEW_DEADLINE_DAYS: '10' } });
    try {
      const flow = await ContributionFlow.start(other.app, 'azienda');
      await flow.send('contestazioneEventi', contestOf(eventOf('protesti')));
      const [r] = (await flow.call('GET', '/contribuzioni/leggi')).json().moduli.contestazioneEventi;
      expect(new Date(r.dataScadenza).getTime() - new Date(r.dataInvio).getTime()).toBe(10 * DAY);
    } finally {
      await other.close();
    }
  });
});
