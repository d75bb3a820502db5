import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.ts';
import { moduleRecords, users } from '../src/db/schema.ts';
import { FOUR_EYES_MESSAGE } from '../src/features/contributions/four-eyes.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_MANAGEMENT, VALID_OPERATING_PROFILE } from './fixtures.ts';
import { bearer, createTestApp, multipartBody, pdfBytes, type TestContext } from './helpers.ts';

/* Issue 13: the analysts' queue across companies, the review of one block, the four-eyes rule. */

let ctx: TestContext;
let alfa: ContributionFlow;
let beta: ContributionFlow;
let secondAnalyst: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  alfa = await ContributionFlow.start(ctx.app, 'azienda');
  beta = await ContributionFlow.start(ctx.app, 'azienda2');
  await ctx.database.db.insert(users).values({
    id: 'ANALISTA2',
    username: 'analista2',
    passwordHash: 'not-a-hash',
    nome: 'Sara',
    cognome: 'Conti',
    isAdmin: true,
  });
  secondAnalyst = bearer((await createSession(ctx.database.db, { userId: 'ANALISTA2', kind: 'app' })).token);
});
afterAll(() => ctx.close());

const queue = async (query = '', who = alfa.analyst) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin/review-queue${query}`, headers: who });

/** Makes a block look sent `days` ago. */
const age = (blockId: string, days: number) =>
  ctx.database.db
    .update(moduleRecords)
    .set({ sentAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(moduleRecords.blockId, blockId));

describe('the queue across companies', () => {
  let blocks: { management: string; profile: string; document: string };
  beforeAll(async () => {
    blocks = {
      management: await alfa.send('management', VALID_MANAGEMENT),
      profile: await beta.send('profiloOperativo', VALID_OPERATING_PROFILE),
      document: await beta.send(
        'altriDocumenti',
        multipartBody({ tipoDocumento: 'Business plan' }, [
          { field: 'fileAltroDocumento', filename: 'piano.pdf', content: pdfBytes(4096) },
        ]),
      ),
    };
    await age(blocks.management, 10);
    await age(blocks.profile, 3);
  });

  it('lists every open block oldest first, with age, module, company and who took it', async () => {
    const res = await queue();
    expect(res.statusCode, res.body).toBe(200);
    const { items, next } = res.json();
    expect(next).toBeNull();
    expect(items.map((i: { blockId: string }) => i.blockId)).toEqual([
      blocks.management,
      blocks.profile,
      blocks.document,
    ]);
    expect(items[0]).toMatchObject({
      module: 'management',
      state: 'IN_ATTESA_LAVORAZIONE',
      subjectId: '1000001',
      companyUserId: 'AZIENDA',
      takenBy: null,
      invoice: null,
    });
    expect(Date.now() - Date.parse(items[0].sentAt)).toBeGreaterThan(9.9 * 86_400_000);
  });

  it('taking an item into processing assigns it to the analyst', async () => {
    expect((await alfa.decide(blocks.profile, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    const { items } = (await queue()).json();
    expect(items.find((i: { blockId: string }) => i.blockId === blocks.profile)).toMatchObject({
      state: 'IN_LAVORAZIONE',
      takenBy: { userId: 'ANALISTA', name: expect.any(String) },
    });
  });

  it.each([
    ['?module=management', ['management']],
    ['?module=altriDocumenti', ['document']],
    ['?module=esperienzaPagamento', []],
    ['?state=IN_LAVORAZIONE', ['profile']],
    ['?state=IN_ATTESA_LAVORAZIONE', ['management', 'document']],
    ['?minAgeDays=3', ['management', 'profile']],
    ['?minAgeDays=10', ['management']],
    ['?minAgeDays=11', []],
    ['?state=IN_ATTESA_LAVORAZIONE&minAgeDays=1', ['management']],
  ])('filters %s', async (query, expected) => {
    const res = await queue(query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { blockId: string }) => i.blockId)).toEqual(
      expected.map((k) => blocks[k as keyof typeof blocks]),
    );
  });

  it('pages with a cursor, without repeating or skipping an item', async () => {
    const first = (await queue('?limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.next).toMatch(/^\d+_/);
    const second = (await queue(`?limit=2&after=${first.next}`)).json();
    expect([...first.items, ...second.items].map((i: { blockId: string }) => i.blockId)).toEqual([
      blocks.management,
      blocks.profile,
      blocks.document,
    ]);
    expect(second.next).toBeNull();
  });

  it.each([
    '?module=nope',
    '?state=APPROVATO',
    '?minAgeDays=-1',
    '?limit=0',
    '?limit=101',
    '?after=x',
    `?after=1_${'-'.repeat(36)}`,
    '?extra=1',
  ])('refuses %s with a 400', async (query) => {
    const res = await queue(query);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('counts the open blocks per state', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/admin/review-queue/counts', headers: alfa.analyst });
    expect(res.json()).toEqual({ IN_ATTESA_LAVORAZIONE: 2, IN_LAVORAZIONE: 1 });
  });

  it('is for analysts only', async () => {
    expect((await queue('', alfa.company)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/admin/review-queue' })).statusCode).toBe(401);
  });

  it("shows one block with the company's current report, its history and its files, viewable inline", async () => {
    const res = await ctx.app.inject({
      url: `/api/v1/admin/review-queue/${blocks.document}`,
      headers: alfa.analyst,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.item).toMatchObject({ blockId: blocks.document, module: 'altriDocumenti' });
    expect(detail.data).toMatchObject({ tipoDocumento: 'Business plan', nomeDocumento: 'piano.pdf' });
    expect(detail.report.company.companyName).toBe('BETA LOGISTICA ITALIA S.P.A.');
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual([
      'IN_BOZZA',
      'SALVATO',
      'IN_ATTESA_LAVORAZIONE',
    ]);
    expect(detail.canDecide).toBe(true);
    expect(detail.files).toEqual([
      { key: detail.data.codiceDocumento, name: 'piano.pdf', contentType: 'application/pdf', size: 4096 },
    ]);
    const inline = await ctx.app.inject({
      url: `/api/v1/admin/review-queue/${blocks.document}/file?key=${encodeURIComponent(detail.data.codiceDocumento)}`,
      headers: alfa.analyst,
    });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.rawPayload.equals(pdfBytes(4096))).toBe(true);
    const download = await ctx.app.inject({
      url: `/api/v1/admin/review-queue/${blocks.document}/file?key=${encodeURIComponent(detail.data.codiceDocumento)}&download=1`,
      headers: alfa.analyst,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("serves no file the block does not point to (another block's file is a 404)", async () => {
    const detail = (
      await ctx.app.inject({ url: `/api/v1/admin/review-queue/${blocks.document}`, headers: alfa.analyst })
    ).json();
    const res = await ctx.app.inject({
      url: `/api/v1/admin/review-queue/${blocks.management}/file?key=${encodeURIComponent(detail.data.codiceDocumento)}`,
      headers: alfa.analyst,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('rejection reasons from the catalogue', () => {
  it('compose the text the company reads; unknown codes and a bare "other" are refused', async () => {
    const block = await alfa.send('profiloOperativo', VALID_OPERATING_PROFILE);
    expect((await alfa.decide(block, 'IN_LAVORAZIONE')).statusCode).toBe(200);
    const call = (body: object) =>
      alfa.call(
        'POST',
        '/admin/cambia-stato-contribuzione',
        { idBlocco: block, statoModulo: 'NON_APPROVATO', ...body },
        alfa.analyst,
      );
    expect((await call({ reasonCode: 'registro-imprese' })).statusCode).toBe(400);
    expect((await call({ reasonCode: 'altro' })).json().message).toBe('Descrivi il motivo del rifiuto.');
    expect((await call({})).statusCode).toBe(400);
    const res = await call({
      reasonCode: 'fatturato-non-documentato',
      motivoRifiuto: 'Allegare il bilancio 2025.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = await ctx.database.db
      .select()
      .from(moduleRecords)
      .where(eq(moduleRecords.blockId, block));
    expect(record!.motivoRifiuto).toBe('Fatturato non supportato da documenti. Allegare il bilancio 2025.');
  });
});

describe('the four-eyes rule', () => {
  it('an analyst who sent a contribution for the company cannot decide it; another analyst can', async () => {
    const select = await alfa.call('POST', '/admin/selectUser', { userId: 'AZIENDA2' }, secondAnalyst);
    expect(select.statusCode).toBe(200);
    const actingAnalyst = await ContributionFlow.asSession(ctx.app, secondAnalyst, alfa.analyst);
    const block = await actingAnalyst.send('management', VALID_MANAGEMENT);
    expect((await alfa.call('POST', '/admin/resetUser', undefined, secondAnalyst)).statusCode).toBe(200);

    const own = await alfa.call(
      'POST',
      '/admin/cambia-stato-contribuzione',
      { idBlocco: block, statoModulo: 'IN_LAVORAZIONE' },
      secondAnalyst,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(FOUR_EYES_MESSAGE);
    const detail = (
      await ctx.app.inject({ url: `/api/v1/admin/review-queue/${block}`, headers: secondAnalyst })
    ).json();
    expect(detail.canDecide).toBe(false);
    expect(detail.history[0].by).toMatchObject({ userId: 'ANALISTA2', isAnalyst: true });
    // issue 25 §9: the queue of what this analyst may decide leaves it out (the next item opened)
    const ids = async (query: string, who: Record<string, string>) =>
      ((await queue(query, who)).json().items as { blockId: string }[]).map((i) => i.blockId);
    expect(await ids('?limit=100', secondAnalyst)).toContain(block);
    expect(await ids('?limit=100&decidable=true', secondAnalyst)).not.toContain(block);
    expect(await ids('?limit=100&decidable=true', alfa.analyst)).toContain(block);
    expect((await queue('?decidable=maybe', secondAnalyst)).statusCode).toBe(400);
    // Another analyst may take it and decide it.
    await alfa.accept(block);
  });
});

describe('the admin shell', () => {
  it("reads a company's notes and who acted for it", async () => {
    const res = await ctx.app.inject({
      url: '/api/v1/admin/subjects/1000002/history',
      headers: alfa.analyst,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().impersonations[0]).toMatchObject({
      analyst: { userId: 'ANALISTA2', name: 'Sara Conti' },
      actedAs: 'AZIENDA2',
      endedAt: expect.any(String),
    });
  });

  it('one line per acting period: opening items of the same company adds none, another company closes it', async () => {
    const history = async (subjectId: string) =>
      (
        await ctx.app.inject({ url: `/api/v1/admin/subjects/${subjectId}/history`, headers: alfa.analyst })
      ).json().impersonations as { analyst: { userId: string }; endedAt: string | null }[];
    const mine = async (subjectId: string) =>
      (await history(subjectId)).filter((e) => e.analyst.userId === 'ANALISTA');
    const before = (await mine('1000001')).length;
    const select = (userId: string) => alfa.call('POST', '/admin/selectUser', { userId }, alfa.analyst);
    // three items of ALFA opened one after the other: one period, still going on
    for (let i = 0; i < 3; i++) expect((await select('AZIENDA')).statusCode).toBe(200);
    const alfaLines = await mine('1000001');
    expect(alfaLines).toHaveLength(before + 1);
    expect(alfaLines[0]!.endedAt).toBeNull();
    // acting for BETA ends ALFA's period and opens BETA's; going back to oneself ends BETA's
    expect((await select('AZIENDA2')).statusCode).toBe(200);
    expect((await mine('1000001'))[0]!.endedAt).toEqual(expect.any(String));
    expect((await mine('1000002'))[0]!.endedAt).toBeNull();
    expect((await alfa.call('POST', '/admin/resetUser', undefined, alfa.analyst)).statusCode).toBe(200);
    expect((await mine('1000002'))[0]!.endedAt).toEqual(expect.any(String));
  });

  it('the user call names the analyst and the company acted for', async () => {
    await alfa.call('POST', '/admin/selectUser', { userId: 'AZIENDA' }, secondAnalyst);
    const user = (await ctx.app.inject({ url: '/api/v1/user', headers: secondAnalyst })).json();
    expect(user).toMatchObject({
      userId: 'AZIENDA',
      loginUserId: 'ANALISTA2',
      signedIn: { nome: 'Sara', cognome: 'Conti' },
      actingFor: { companyName: expect.any(String) },
    });
    await alfa.call('POST', '/admin/resetUser', undefined, secondAnalyst);
  });
});
