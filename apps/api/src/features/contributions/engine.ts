import { randomUUID } from 'node:crypto';
import {
  type BlockState,
  canMove,
  hasInstances,
  IN_PROGRESS_STATES,
  instanceInProgressMessage,
  isDecided,
  type ModuleName,
  type ModuleState,
  type Mover,
  moduleInstanceKey,
  OPEN_STATES,
} from '@portal/domain';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation, lockKey } from '../../db/concurrency.ts';
import { invoiceBlocks, moduleRecords, moduleRecordTransitions } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

/*
 * The lifecycle of a contribution (spec part 2 §4) has this one writer: every state change of a
 * module record goes through `move` (`remove` for a deletion), every one of an invoice block
 * through `moveBlock`; each checks the move against the domain's legal moves and appends it to
 * the history (who, when, from, to, why).
 */

export type ModuleRecord = typeof moduleRecords.$inferSelect;
export type InvoiceBlock = typeof invoiceBlocks.$inferSelect;
export type Actor = { userId: string };

export const MESSAGES = {
  inProgress: 'Il modulo è in lavorazione: potrai modificarlo quando la valutazione sarà conclusa.',
  staleVersion:
    'I dati sono stati modificati nel frattempo (ad esempio in un’altra finestra): ricarica il modulo.',
  noDraft: 'Non ci sono dati da salvare: compila prima il modulo.',
  notSaved: (module: string) => `Il modulo ${module} non è salvato: salvalo prima di inviarlo.`,
  illegal: (from: string | null, to: string | null) =>
    `Passaggio di stato non consentito: da ${from ?? 'nessuno'} a ${to ?? 'eliminato'}.`,
} as const;

/**
 * Serialises the lifecycle of one module of one company across instances: a write, a save and a
 * send of the same module never interleave (a send racing a write could otherwise leave a draft
 * beside the record it just sent).
 */
export async function lockModule(tx: Tx, subjectId: string, module: ModuleName) {
  await lockKey(tx, `module:${subjectId}:${module}`);
}

/**
 * The one state change: checks the move, writes the record (a new one when `record` is null) and
 * appends the history line. Returns the record as it is now.
 */
export async function move(
  tx: Tx,
  input: {
    record: ModuleRecord | { subjectId: string; module: ModuleName; state: null };
    to: ModuleState;
    by: Mover;
    actor: Actor;
    set?: Partial<ModuleRecord>;
    reason?: string | undefined;
  },
): Promise<ModuleRecord> {
  const { record, to } = input;
  if (!canMove(record.state, to, input.by)) throw conflict(MESSAGES.illegal(record.state, to));
  const now = new Date();
  const decided = isDecided(to) ? { decidedAt: now } : {};
  let row: ModuleRecord;
  if ('id' in record) {
    [row] = (await tx
      .update(moduleRecords)
      .set({ ...input.set, ...decided, state: to, version: record.version + 1, updatedAt: now })
      .where(eq(moduleRecords.id, record.id))
      .returning()) as [ModuleRecord];
  } else {
    [row] = (await tx
      .insert(moduleRecords)
      .values({ data: {}, ...input.set, subjectId: record.subjectId, module: record.module, state: to })
      .returning()) as [ModuleRecord];
  }
  await appendHistory(tx, {
    recordId: row.id,
    from: record.state,
    to,
    actor: input.actor,
    reason: input.reason,
  });
  return row;
}

async function appendHistory(
  tx: Tx,
  line: {
    recordId: string;
    blockId?: string;
    from: ModuleState | null;
    to: ModuleState | null;
    actor: Actor;
    reason?: string | undefined;
  },
) {
  await tx.insert(moduleRecordTransitions).values({
    recordId: line.recordId,
    blockId: line.blockId ?? null,
    fromState: line.from,
    toState: line.to,
    actorUserId: line.actor.userId,
    reason: line.reason ?? null,
  });
}

/** Deletes a draft or a saved record that was never sent; its history keeps a line saying so. */
export async function remove(tx: Tx, input: { record: ModuleRecord; actor: Actor; reason: string }) {
  const { record } = input;
  if (!canMove(record.state, null, 'company')) throw conflict(MESSAGES.illegal(record.state, null));
  await tx.delete(moduleRecords).where(eq(moduleRecords.id, record.id));
  await appendHistory(tx, {
    recordId: record.id,
    from: record.state,
    to: null,
    actor: input.actor,
    reason: input.reason,
  });
}

/** Why a record was deleted, as its history line says. */
export const REMOVAL_REASONS = {
  replacedBySave: 'Sostituito da un nuovo salvataggio.',
  leftAtSend: 'Bozza scartata: il modulo è stato inviato.',
  nothingToSend: 'Nessun dato da inviare: il salvataggio è stato scartato.',
} as const;

/**
 * The one state change of an invoice block (a record reviewed invoice by invoice): checks the
 * move, writes the block (a new one when `block.state` is null) and appends the history line on
 * its record. The record itself follows its blocks through `move`.
 */
export async function moveBlock(
  tx: Tx,
  input: {
    block: InvoiceBlock | (Omit<typeof invoiceBlocks.$inferInsert, 'state' | 'blockId'> & { state: null });
    to: BlockState;
    by: Mover;
    actor: Actor;
    set?: Partial<InvoiceBlock>;
    reason?: string | undefined;
  },
): Promise<InvoiceBlock> {
  const { block, to } = input;
  if (!canMove(block.state, to, input.by, 'block')) throw conflict(MESSAGES.illegal(block.state, to));
  const decided = isDecided(to) ? { decidedAt: new Date(), decidedBy: input.actor.userId } : {};
  const [row] = (
    'blockId' in block && block.state !== null
      ? await tx
          .update(invoiceBlocks)
          .set({ ...input.set, ...decided, state: to })
          .where(eq(invoiceBlocks.blockId, block.blockId))
          .returning()
      : await tx
          .insert(invoiceBlocks)
          .values({ ...block, ...input.set, state: to })
          .returning()
  ) as [InvoiceBlock];
  await appendHistory(tx, {
    recordId: row.recordId,
    blockId: row.blockId,
    from: block.state,
    to,
    actor: input.actor,
    reason: input.reason,
  });
  return row;
}

async function recordIn(
  tx: Executor,
  subjectId: string,
  module: ModuleName,
  states: readonly ModuleState[],
  instance?: SQL,
) {
  const [row] = await tx
    .select()
    .from(moduleRecords)
    .where(
      and(
        eq(moduleRecords.subjectId, subjectId),
        eq(moduleRecords.module, module),
        inArray(moduleRecords.state, [...states]),
        instance,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Refuses a write, save or send while the module — or, for a module with instances, the same
 * instance (a contest: the same event) — has a contribution in progress.
 */
async function requireNoneInProgress(
  tx: Executor,
  subjectId: string,
  module: ModuleName,
  data: Record<string, unknown>,
) {
  if (!hasInstances(module)) {
    if (await recordIn(tx, subjectId, module, IN_PROGRESS_STATES)) throw conflict(MESSAGES.inProgress);
    return;
  }
  const key = moduleInstanceKey(module, data);
  const same = key === null ? isNull(moduleRecords.instanceKey) : eq(moduleRecords.instanceKey, key);
  if (await recordIn(tx, subjectId, module, IN_PROGRESS_STATES, same))
    throw conflict(instanceInProgressMessage(module)?.it ?? MESSAGES.inProgress);
}

/** A unique-index race on the module records: another request got there first (409 `message`). */
function raceConflict(e: unknown, message: string): never {
  if (isUniqueViolation(e)) throw conflict(message);
  throw e;
}

function checkVersion(current: number, expected: number) {
  if (expected !== current) throw conflict(MESSAGES.staleVersion);
}

/** The current draft of a module, if any. */
export const currentDraft = (db: Executor, subjectId: string, module: ModuleName) =>
  recordIn(db, subjectId, module, ['IN_BOZZA']);

/** The open records of a module (draft, saved, in progress) and its last decided one, newest first. */
export async function readModule(db: Db, subjectId: string, module: ModuleName): Promise<ModuleRecord[]> {
  const rows = await db
    .select()
    .from(moduleRecords)
    .where(and(eq(moduleRecords.subjectId, subjectId), eq(moduleRecords.module, module)))
    .orderBy(desc(moduleRecords.updatedAt));
  const open = rows.filter((r) => (OPEN_STATES as readonly ModuleState[]).includes(r.state));
  const lastDecided = rows.find((r) => isDecided(r.state));
  return lastDecided ? [...open, lastDecided] : open;
}

/** scrivi: creates or replaces the draft; `version` is the draft version the client started from (0: none). */
export async function writeDraft(
  db: Db,
  input: {
    subjectId: string;
    module: ModuleName;
    data: Record<string, unknown>;
    version: number;
    actor: Actor;
    /** Work that commits or rolls back with the draft (e.g. recording uploaded files). */
    alongside?: (tx: Tx) => Promise<void>;
  },
): Promise<ModuleRecord> {
  try {
    return await db.transaction(async (tx) => {
      await lockModule(tx, input.subjectId, input.module);
      await requireNoneInProgress(tx, input.subjectId, input.module, input.data);
      await input.alongside?.(tx);
      const draft = await recordIn(tx, input.subjectId, input.module, ['IN_BOZZA']);
      checkVersion(draft?.version ?? 0, input.version);
      return move(tx, {
        record: draft ?? { subjectId: input.subjectId, module: input.module, state: null },
        to: 'IN_BOZZA',
        by: 'company',
        actor: input.actor,
        set: { data: input.data, instanceKey: moduleInstanceKey(input.module, input.data) },
      });
    });
  } catch (e) {
    // Another request created the draft at the same moment: this one started from a stale view.
    raceConflict(e, MESSAGES.staleVersion);
  }
}

/** salva: the draft becomes the saved record, replacing an earlier saved one that was never sent. */
export async function saveDraft(
  db: Db,
  input: {
    subjectId: string;
    module: ModuleName;
    version: number;
    actor: Actor;
    /** Module checks before saving, inside the transaction. */
    check?: (tx: Tx, draft: ModuleRecord) => Promise<void>;
  },
): Promise<ModuleRecord> {
  return db
    .transaction(async (tx) => {
      await lockModule(tx, input.subjectId, input.module);
      const draft = await recordIn(tx, input.subjectId, input.module, ['IN_BOZZA']);
      await requireNoneInProgress(tx, input.subjectId, input.module, draft?.data ?? {});
      if (!draft) throw conflict(MESSAGES.noDraft);
      checkVersion(draft.version, input.version);
      await input.check?.(tx, draft);
      const saved = await recordIn(tx, input.subjectId, input.module, ['SALVATO']);
      if (saved)
        await remove(tx, { record: saved, actor: input.actor, reason: REMOVAL_REASONS.replacedBySave });
      return move(tx, {
        record: draft,
        to: 'SALVATO',
        by: 'company',
        actor: input.actor,
        set: { savedAt: new Date() },
      });
    })
    .catch((e: unknown) => raceConflict(e, MESSAGES.staleVersion));
}

/**
 * invia: every named module must be saved; all of them move to IN_ATTESA_LAVORAZIONE together,
 * each becoming a review block, or none does. Drafts left behind are dropped: a module in progress
 * cannot be edited until its evaluation ends.
 */
export async function sendModules(
  db: Db,
  input: {
    subjectId: string;
    modules: ModuleName[];
    actor: Actor;
    /** Module-specific work on sending (e.g. one review block per invoice); 'drop' discards the record. */
    beforeSend?: (tx: Tx, record: ModuleRecord, actor: Actor) => Promise<'send' | 'drop'>;
    /** Work in the same transaction once a record is sent (the provider's event). */
    afterSend?: (tx: Tx, record: ModuleRecord) => Promise<void>;
    /** Days the analysts have to answer a module's contribution (its deadline), or null: none. */
    reviewDays?: (module: ModuleName) => number | null;
  },
): Promise<ModuleRecord[]> {
  try {
    return await sendInTransaction(db, input);
  } catch (e) {
    // a second contribution in progress (of the module, or of the same instance) won the race
    const withInstances = input.modules.find(hasInstances);
    raceConflict(e, (withInstances && instanceInProgressMessage(withInstances)?.it) || MESSAGES.inProgress);
  }
}

async function sendInTransaction(db: Db, input: Parameters<typeof sendModules>[1]): Promise<ModuleRecord[]> {
  return db.transaction(async (tx) => {
    const sent: ModuleRecord[] = [];
    // Locks taken in one order, so two sends of overlapping module sets cannot deadlock.
    const modules = [...new Set(input.modules)].sort();
    for (const module of modules) await lockModule(tx, input.subjectId, module);
    for (const module of modules) {
      const saved = await recordIn(tx, input.subjectId, module, ['SALVATO']);
      if (!saved) throw conflict(MESSAGES.notSaved(module));
      await requireNoneInProgress(tx, input.subjectId, module, saved.data);
      const verdict = (await input.beforeSend?.(tx, saved, input.actor)) ?? 'send';
      const draft = await recordIn(tx, input.subjectId, module, ['IN_BOZZA']);
      if (draft) await remove(tx, { record: draft, actor: input.actor, reason: REMOVAL_REASONS.leftAtSend });
      if (verdict === 'drop') {
        await remove(tx, { record: saved, actor: input.actor, reason: REMOVAL_REASONS.nothingToSend });
        continue;
      }
      // beforeSend may have rewritten the data: move from the record as it is now.
      const [current] = await tx.select().from(moduleRecords).where(eq(moduleRecords.id, saved.id));
      const sentAt = new Date();
      const days = input.reviewDays?.(module) ?? null;
      const moved = await move(tx, {
        record: current!,
        to: 'IN_ATTESA_LAVORAZIONE',
        by: 'company',
        actor: input.actor,
        set: {
          sentAt,
          blockId: randomUUID(),
          dueAt: days === null ? null : new Date(sentAt.getTime() + days * 86_400_000),
        },
      });
      await input.afterSend?.(tx, moved);
      sent.push(moved);
    }
    return sent;
  });
}

export const allRecords = (db: Db, subjectId: string) =>
  db
    .select()
    .from(moduleRecords)
    .where(eq(moduleRecords.subjectId, subjectId))
    .orderBy(moduleRecords.createdAt);
