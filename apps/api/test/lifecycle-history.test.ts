import {
  BLOCK_STATES,
  type BlockState,
  canMove,
  MODULE_NAMES,
  MODULE_STATES,
  type ModuleState,
  type Movable,
  type Mover,
  PER_INVOICE_MODULES,
} from '@portal/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { invoiceBlocks, moduleRecords, moduleRecordTransitions, users } from '../src/db/schema.ts';
import {
  type Actor,
  move,
  moveBlock,
  REMOVAL_REASONS,
  remove,
} from '../src/features/contributions/engine.ts';
import { HttpError } from '../src/http/errors.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { VALID_REGISTRY } from './fixtures.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * One writer of every state (issue 28): every legal move of a record or an invoice block writes
 * exactly one history line; every other move is refused (409) and writes none.
 */

let ctx: TestContext;
let actor: Actor;
let subjectId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, 'AZIENDA'));
  actor = { userId: user!.id };
  subjectId = user!.subjectId!;
});
afterAll(() => ctx.close());

const ROLLBACK = new Error('rollback');
/** Runs `work` in a transaction that is then rolled back, so every case starts from the same data. */
async function isolated(work: (tx: Tx) => Promise<void>) {
  await expect(
    ctx.database.db.transaction(async (tx) => {
      await work(tx);
      throw ROLLBACK;
    }),
  ).rejects.toBe(ROLLBACK);
}

const lines = (tx: Tx, recordId: string) =>
  tx.select().from(moduleRecordTransitions).where(eq(moduleRecordTransitions.recordId, recordId));

const MODULE = MODULE_NAMES.find((m) => !PER_INVOICE_MODULES.includes(m))!;
const PER_INVOICE = PER_INVOICE_MODULES[0]!;

async function recordIn(tx: Tx, state: ModuleState, module = MODULE) {
  const [row] = await tx.insert(moduleRecords).values({ subjectId, module, state, data: {} }).returning();
  return row!;
}

/** What happened: 'moved' with the lines it wrote, or 'refused' (409) with the lines written anyway. */
async function attempt(tx: Tx, recordId: () => string | undefined, run: () => Promise<unknown>) {
  let refused = false;
  try {
    await run();
  } catch (e) {
    if (!(e instanceof HttpError) || e.statusCode !== 409) throw e;
    refused = true;
  }
  const id = recordId();
  return { refused, written: id ? (await lines(tx, id)).length : 0 };
}

type Case = { of: Movable; from: ModuleState | null; to: ModuleState | null; by: Mover };
const MOVERS: Mover[] = ['company', 'analyst'];
const recordCases: Case[] = [null, ...MODULE_STATES].flatMap((from) =>
  [null, ...MODULE_STATES].flatMap((to) =>
    // A deletion is of a record that exists, and the company's only (`remove` takes no mover).
    (to === null ? (from === null ? [] : (['company'] as Mover[])) : MOVERS).map((by) => ({
      of: 'record' as const,
      from,
      to,
      by,
    })),
  ),
);
const blockCases: Case[] = [null, ...BLOCK_STATES].flatMap((from) =>
  BLOCK_STATES.flatMap((to) => MOVERS.map((by) => ({ of: 'block' as const, from, to, by }))),
);
const label = (c: Case) =>
  `${c.of} ${c.from ?? '(none)'} → ${c.to ?? '(deleted)'} by ${c.by}: ${canMove(c.from, c.to, c.by, c.of) ? 'one line' : 'refused'}`;

describe('every move of a record', () => {
  it.each(recordCases.map((c) => [label(c), c] as const))('%s', async (_name, c) => {
    await isolated(async (tx) => {
      const before = c.from ? await recordIn(tx, c.from) : null;
      let id = before?.id;
      const outcome = await attempt(
        tx,
        () => id,
        async () => {
          if (c.to === null) await remove(tx, { record: before!, actor, reason: REMOVAL_REASONS.leftAtSend });
          else {
            const record = before ?? { subjectId, module: MODULE, state: null };
            id = (await move(tx, { record, to: c.to, by: c.by, actor })).id;
          }
        },
      );
      const allowed = canMove(c.from, c.to, c.by, c.of);
      expect(outcome).toEqual({ refused: !allowed, written: allowed ? 1 : 0 });
      if (!id) return;
      const [record] = await tx.select().from(moduleRecords).where(eq(moduleRecords.id, id));
      expect(record?.state ?? null).toBe(allowed ? c.to : c.from);
    });
  });
});

describe('every move of an invoice block', () => {
  it.each(blockCases.map((c) => [label(c), c] as const))('%s', async (_name, c) => {
    await isolated(async (tx) => {
      const record = await recordIn(tx, 'IN_ATTESA_LAVORAZIONE', PER_INVOICE);
      const identity = { recordId: record.id, subjectId, supplierId: '1000001', numeroFattura: 'FT-1' };
      const values = { ...identity, dataFattura: '2026-01-15' };
      const [existing] = c.from
        ? await tx
            .insert(invoiceBlocks)
            .values({ ...values, state: c.from as BlockState })
            .returning()
        : [undefined];
      const outcome = await attempt(
        tx,
        () => record.id,
        () =>
          moveBlock(tx, {
            block: existing ?? { ...values, state: null },
            to: c.to as BlockState,
            by: c.by,
            actor,
          }),
      );
      const allowed = canMove(c.from, c.to, c.by, c.of);
      expect(outcome).toEqual({ refused: !allowed, written: allowed ? 1 : 0 });
      const blocks = await tx.select().from(invoiceBlocks).where(eq(invoiceBlocks.recordId, record.id));
      expect(blocks.map((b) => b.state)).toEqual(allowed ? [c.to] : c.from ? [c.from] : []);
      if (allowed) {
        const [line] = await lines(tx, record.id);
        expect(line).toMatchObject({ blockId: blocks[0]!.blockId, fromState: c.from, toState: c.to });
      }
    });
  });
});

describe('the history through the API', () => {
  const linesWhere = (where: SQL | undefined) =>
    ctx.database.db.select().from(moduleRecordTransitions).where(where).orderBy(moduleRecordTransitions.id);
  const historyOf = async (recordId: string) =>
    (await linesWhere(eq(moduleRecordTransitions.recordId, recordId))).map((t) => [
      t.fromState,
      t.toState,
      t.reason,
    ]);

  it('keeps a line for a saved record replaced by a newer save and a draft left behind on sending', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda');
    const base = '/contribuzioni/anagrafica';
    const write = async () => {
      const res = await flow.call('POST', `${base}/scrivi`, VALID_REGISTRY);
      expect(res.statusCode, res.body).toBe(200);
    };
    const save = async () => {
      const res = await flow.call('POST', `${base}/salva`, VALID_REGISTRY);
      expect(res.statusCode, res.body).toBe(200);
    };
    const stateOf = async (state: ModuleState) =>
      (await flow.call('GET', `${base}/leggi`))
        .json()
        .records.find((r: { stato: string }) => r.stato === state);
    const recordId = async (state: ModuleState) => {
      const [row] = await ctx.database.db
        .select({ id: moduleRecords.id })
        .from(moduleRecords)
        .where(
          and(
            eq(moduleRecords.subjectId, subjectId),
            eq(moduleRecords.module, 'anagrafica'),
            eq(moduleRecords.state, state),
          ),
        );
      return row!.id;
    };
    await write();
    await save();
    const firstSaved = await recordId('SALVATO');
    await write();
    await save();
    expect(await historyOf(firstSaved)).toEqual([
      [null, 'IN_BOZZA', null],
      ['IN_BOZZA', 'SALVATO', null],
      ['SALVATO', null, REMOVAL_REASONS.replacedBySave],
    ]);
    await write();
    expect(await stateOf('IN_BOZZA')).toBeTruthy();
    const leftDraft = await recordId('IN_BOZZA');
    const sent = await flow.call('POST', '/contribuzioni/invia', { moduli: ['anagrafica'] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await historyOf(leftDraft)).toEqual([
      [null, 'IN_BOZZA', null],
      ['IN_BOZZA', null, REMOVAL_REASONS.leftAtSend],
    ]);
  });

  it('writes a line for every invoice block sent and decided, shown with its own block only', async () => {
    const flow = await ContributionFlow.start(ctx.app, 'azienda2');
    const [first, second] = await flow.sendInvoices('1000001', 2, 'FT-HIST');
    const [block] = await ctx.database.db
      .select()
      .from(invoiceBlocks)
      .where(eq(invoiceBlocks.blockId, first!));
    const blockLines = async (blockId: string) =>
      (await linesWhere(eq(moduleRecordTransitions.blockId, blockId))).map((t) => [
        t.fromState,
        t.toState,
        t.actorUserId,
      ]);
    expect(await blockLines(first!)).toEqual([[null, 'IN_ATTESA_LAVORAZIONE', 'AZIENDA2']]);
    expect(await blockLines(second!)).toEqual([[null, 'IN_ATTESA_LAVORAZIONE', 'AZIENDA2']]);

    await flow.accept(first!);
    expect(await blockLines(first!)).toEqual([
      [null, 'IN_ATTESA_LAVORAZIONE', 'AZIENDA2'],
      ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE', 'ANALISTA'],
      ['IN_LAVORAZIONE', 'APPROVATO', 'ANALISTA'],
    ]);
    // The record follows its invoices with lines of its own.
    const recordLines = await linesWhere(
      and(eq(moduleRecordTransitions.recordId, block!.recordId), isNull(moduleRecordTransitions.blockId)),
    );
    expect(recordLines.map((t) => [t.fromState, t.toState])).toEqual([
      [null, 'IN_BOZZA'],
      ['IN_BOZZA', 'SALVATO'],
      ['SALVATO', 'IN_ATTESA_LAVORAZIONE'],
      ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE'],
    ]);

    // How the company prepared it, then the second invoice's own moves: not the first invoice's,
    // nor the record's taken into processing because of it.
    const moves = async (invoice: string) => {
      const detail = await flow.call('GET', `/admin/review-queue/${invoice}`, undefined, flow.analyst);
      expect(detail.statusCode, detail.body).toBe(200);
      return detail.json().history.map((h: { from: string; to: string }) => [h.from, h.to]);
    };
    const prepared = [
      [null, 'IN_BOZZA'],
      ['IN_BOZZA', 'SALVATO'],
    ];
    expect(await moves(second!)).toEqual([...prepared, [null, 'IN_ATTESA_LAVORAZIONE']]);
    expect(await moves(first!)).toEqual([
      ...prepared,
      [null, 'IN_ATTESA_LAVORAZIONE'],
      ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE'],
      ['IN_LAVORAZIONE', 'APPROVATO'],
    ]);
  });
});
