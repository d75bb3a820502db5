import { randomUUID } from 'node:crypto';
import type { NegativeEvent } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/concurrency.ts';
import { moduleRecords, subjects } from '../src/db/schema.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { ifMatchFor, multipartBody, pdfBytes } from './helpers.ts';
import { useTestApp } from './test-app.ts';

/*
 * One open contest per event under concurrency (issue 29): meant for the 'postgres' project,
 * where requests and transactions really run at the same time; each race runs in a loop.
 */
const { ctx } = useTestApp();
let alfa: ContributionFlow;
let events: NegativeEvent[];
beforeAll(async () => {
  alfa = await ContributionFlow.start(ctx.app, 'azienda');
  events = (await alfa.synthesis()).eventiNegativi!.eventi!;
});

const ROUNDS = 6;
const MODULE = 'contestazioneEventi';
const BASE = '/api/v1/contribuzioni/contestazione-eventi';
const OPEN = ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE'] as const;
/** The engine's fields of a read record, which a save does not take back. */
const ENGINE_FIELDS = new Set('stato dataSalvataggio dataInvio motivoRifiuto blockId version'.split(' '));

async function write(idEvento: string) {
  const body = multipartBody({ idEvento, motivo: 'pagatoCancellato' }, [
    { field: 'documento1', filename: 'cancellazione.pdf', content: pdfBytes(4096, randomUUID()) },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/scrivi`,
    headers: {
      ...alfa.company,
      ...(await ifMatchFor(ctx.app, alfa.company, `${BASE}/scrivi`)),
      ...body.headers,
    },
    payload: body.payload,
  });
}

async function saveCurrent() {
  const [draft] = (await alfa.call('GET', '/contribuzioni/contestazione-eventi/leggi')).json().records;
  // the draft as read, without the engine's fields (what the web sends back)
  const data = Object.fromEntries(Object.entries(draft).filter(([key]) => !ENGINE_FIELDS.has(key)));
  return alfa.call('POST', '/contribuzioni/contestazione-eventi/salva', data);
}

const openContests = async (subjectId: string) =>
  ctx.app.db
    .select()
    .from(moduleRecords)
    .where(
      and(
        eq(moduleRecords.subjectId, subjectId),
        eq(moduleRecords.module, MODULE),
        inArray(moduleRecords.state, [...OPEN]),
      ),
    );

describe('one open contest per event, at the same time', () => {
  it(`a send and new writes of the same event race: at most one open contest, only 200 or 409 (${ROUNDS} rounds)`, async () => {
    const event = events[0]!;
    let subjectId = '';
    for (let round = 0; round < ROUNDS; round++) {
      expect((await write(event.id)).statusCode).toBe(200);
      [{ subjectId }] = (await ctx.app.db
        .select({ subjectId: moduleRecords.subjectId })
        .from(moduleRecords)
        .where(eq(moduleRecords.module, MODULE))
        .limit(1)) as [{ subjectId: string }];
      expect((await saveCurrent()).statusCode).toBe(200);
      const answers = await Promise.all([
        alfa.call('POST', '/contribuzioni/invia', { moduli: [MODULE] }),
        write(event.id),
        write(event.id),
      ]);
      for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
      expect(answers[0]!.statusCode).toBe(200);
      const open = await openContests(subjectId);
      expect(open.map((r) => r.instanceKey)).toEqual([event.id]);
      // a write that came after the send was refused; one that came before was dropped by it
      const after = await write(event.id);
      expect(after.statusCode).toBe(409);
      // decide it, so that the next round can contest the event again
      const block = open[0]!.blockId!;
      expect((await alfa.decide(block, 'IN_LAVORAZIONE')).statusCode).toBe(200);
      expect((await alfa.decide(block, 'NON_APPROVATO', 'Prova insufficiente')).statusCode).toBe(200);
    }
  });

  it(`the unique index alone: two transactions opening the same event, one wins; different events, both (${ROUNDS} rounds)`, async () => {
    const [subject] = await ctx.app.db.select().from(subjects).limit(1);
    const insertOpen = (instanceKey: string) =>
      ctx.app.db.transaction(async (tx) => {
        await tx.insert(moduleRecords).values({
          subjectId: subject!.id,
          module: MODULE,
          state: 'IN_ATTESA_LAVORAZIONE',
          data: { idEvento: instanceKey },
          instanceKey,
          blockId: randomUUID(),
          sentAt: new Date(),
        });
      });
    for (let round = 0; round < ROUNDS; round++) {
      const key = `RACE-${round}`;
      const same = await Promise.allSettled([insertOpen(key), insertOpen(key)]);
      expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = same.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(isUniqueViolation(lost.reason)).toBe(true);
      const different = await Promise.allSettled([insertOpen(`${key}-a`), insertOpen(`${key}-b`)]);
      expect(different.every((r) => r.status === 'fulfilled')).toBe(true);
    }
    await ctx.app.db
      .delete(moduleRecords)
      .where(
        inArray(
          moduleRecords.instanceKey,
          Array.from({ length: ROUNDS }, (_, r) => [`RACE-${r}`, `RACE-${r}-a`, `RACE-${r}-b`]).flat(),
        ),
      );
  });
});
