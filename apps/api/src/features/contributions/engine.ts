import { randomUUID } from 'node:crypto';
import { isInProgress, type ModuleName, type ModuleState } from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleRecords, moduleRecordTransitions } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

export type ModuleRecord = typeof moduleRecords.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Actor = { userId: string };

export const MESSAGES = {
  inProgress: 'Il modulo è in lavorazione: potrai modificarlo quando la valutazione sarà conclusa.',
  staleVersion:
    'I dati sono stati modificati nel frattempo (ad esempio in un’altra finestra): ricarica il modulo.',
  noDraft: 'Non ci sono dati da salvare: compila prima il modulo.',
  notSaved: (module: string) => `Il modulo ${module} non è salvato: salvalo prima di inviarlo.`,
} as const;

const OPEN_STATES: ModuleState[] = ['IN_BOZZA', 'SALVATO', 'IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE'];

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

async function transition(
  tx: Tx,
  recordId: string,
  from: ModuleState | null,
  to: ModuleState,
  actor: Actor,
  reason?: string,
) {
  await tx
    .insert(moduleRecordTransitions)
    .values({ recordId, fromState: from, toState: to, actorUserId: actor.userId, reason });
}

async function recordIn(tx: Tx, subjectId: string, module: ModuleName, states: ModuleState[], lock = true) {
  const query = tx
    .select()
    .from(moduleRecords)
    .where(
      and(
        eq(moduleRecords.subjectId, subjectId),
        eq(moduleRecords.module, module),
        inArray(moduleRecords.state, states),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function refuseWhileInProgress(tx: Tx, subjectId: string, module: ModuleName) {
  if (await recordIn(tx, subjectId, module, ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE']))
    throw conflict(MESSAGES.inProgress);
}

function checkVersion(current: number, expected: number | undefined) {
  if (expected !== undefined && expected !== current) throw conflict(MESSAGES.staleVersion);
}

/** The current draft of a module, if any. */
export async function currentDraft(
  db: Db,
  subjectId: string,
  module: ModuleName,
): Promise<ModuleRecord | null> {
  return recordIn(db as unknown as Tx, subjectId, module, ['IN_BOZZA'], false);
}

/** The open records of a module (draft, saved, in progress) and its last decided one, newest first. */
export async function readModule(db: Db, subjectId: string, module: ModuleName): Promise<ModuleRecord[]> {
  const rows = await db
    .select()
    .from(moduleRecords)
    .where(and(eq(moduleRecords.subjectId, subjectId), eq(moduleRecords.module, module)))
    .orderBy(desc(moduleRecords.updatedAt));
  const open = rows.filter((r) => OPEN_STATES.includes(r.state));
  const lastDecided = rows.find((r) => !OPEN_STATES.includes(r.state));
  return lastDecided ? [...open, lastDecided] : open;
}

/** scrivi: creates or replaces the draft; `version` is the draft version the client started from (0: none). */
export async function writeDraft(
  db: Db,
  input: {
    subjectId: string;
    module: ModuleName;
    data: Record<string, unknown>;
    version?: number | undefined;
    actor: Actor;
    /** Work that commits or rolls back with the draft (e.g. recording uploaded files). */
    alongside?: (tx: Tx) => Promise<void>;
  },
): Promise<ModuleRecord> {
  try {
    return await db.transaction(async (tx) => {
      await refuseWhileInProgress(tx, input.subjectId, input.module);
      await input.alongside?.(tx);
      const draft = await recordIn(tx, input.subjectId, input.module, ['IN_BOZZA']);
      if (draft) {
        checkVersion(draft.version, input.version);
        const [updated] = await tx
          .update(moduleRecords)
          .set({ data: input.data, version: draft.version + 1, updatedAt: new Date() })
          .where(eq(moduleRecords.id, draft.id))
          .returning();
        await transition(tx, draft.id, 'IN_BOZZA', 'IN_BOZZA', input.actor);
        return updated!;
      }
      checkVersion(0, input.version);
      const [created] = await tx
        .insert(moduleRecords)
        .values({ subjectId: input.subjectId, module: input.module, state: 'IN_BOZZA', data: input.data })
        .returning();
      await transition(tx, created!.id, null, 'IN_BOZZA', input.actor);
      return created!;
    });
  } catch (e) {
    // Another request created the draft at the same moment: this one started from a stale view.
    if (isUniqueViolation(e)) throw conflict(MESSAGES.staleVersion);
    throw e;
  }
}

/** salva: the draft becomes the saved record, replacing an earlier saved one that was never sent. */
export async function saveDraft(
  db: Db,
  input: {
    subjectId: string;
    module: ModuleName;
    version?: number | undefined;
    actor: Actor;
    /** Runs inside the save transaction: use the given transaction, not the pool (PGlite has one connection). */
    check?: (tx: Tx, draft: ModuleRecord) => Promise<void>;
  },
): Promise<ModuleRecord> {
  return db.transaction(async (tx) => {
    await refuseWhileInProgress(tx, input.subjectId, input.module);
    const draft = await recordIn(tx, input.subjectId, input.module, ['IN_BOZZA']);
    if (!draft) throw conflict(MESSAGES.noDraft);
    checkVersion(draft.version, input.version);
    await input.check?.(tx, draft);
    const saved = await recordIn(tx, input.subjectId, input.module, ['SALVATO']);
    if (saved) await tx.delete(moduleRecords).where(eq(moduleRecords.id, saved.id));
    const now = new Date();
    const [updated] = await tx
      .update(moduleRecords)
      .set({ state: 'SALVATO', savedAt: now, version: draft.version + 1, updatedAt: now })
      .where(eq(moduleRecords.id, draft.id))
      .returning();
    await transition(tx, draft.id, 'IN_BOZZA', 'SALVATO', input.actor);
    return updated!;
  });
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
    beforeSend?: (tx: Tx, record: ModuleRecord) => Promise<'send' | 'drop'>;
  },
): Promise<ModuleRecord[]> {
  return db.transaction(async (tx) => {
    const sent: ModuleRecord[] = [];
    for (const module of [...new Set(input.modules)]) {
      const saved = await recordIn(tx, input.subjectId, module, ['SALVATO']);
      if (!saved) throw conflict(MESSAGES.notSaved(module));
      const verdict = (await input.beforeSend?.(tx, saved)) ?? 'send';
      const now = new Date();
      await tx
        .delete(moduleRecords)
        .where(
          and(
            eq(moduleRecords.subjectId, input.subjectId),
            eq(moduleRecords.module, module),
            eq(moduleRecords.state, 'IN_BOZZA'),
          ),
        );
      if (verdict === 'drop') {
        await tx.delete(moduleRecords).where(eq(moduleRecords.id, saved.id));
        continue;
      }
      const [updated] = await tx
        .update(moduleRecords)
        .set({
          state: 'IN_ATTESA_LAVORAZIONE',
          sentAt: now,
          blockId: randomUUID(),
          version: saved.version + 1,
          updatedAt: now,
        })
        .where(eq(moduleRecords.id, saved.id))
        .returning();
      await transition(tx, saved.id, 'SALVATO', 'IN_ATTESA_LAVORAZIONE', input.actor);
      sent.push(updated!);
    }
    return sent;
  });
}

/** Legal analyst transitions of a review block (spec part 1 §4, admin review). */
const REVIEW_TRANSITIONS: Partial<Record<ModuleState, ModuleState[]>> = {
  IN_ATTESA_LAVORAZIONE: ['IN_LAVORAZIONE'],
  IN_LAVORAZIONE: ['APPROVATO', 'NON_APPROVATO'],
};

export function isLegalReviewTransition(from: ModuleState, to: ModuleState): boolean {
  return REVIEW_TRANSITIONS[from]?.includes(to) ?? false;
}

export const allRecords = (db: Db, subjectId: string) =>
  db
    .select()
    .from(moduleRecords)
    .where(eq(moduleRecords.subjectId, subjectId))
    .orderBy(moduleRecords.createdAt);

export const recordIsOpenInProgress = (r: ModuleRecord) => isInProgress(r.state);
