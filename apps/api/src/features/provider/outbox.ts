import { DECISION_EVENT_TYPE, type DecidedState, type DecisionEvent, type ModuleName } from '@portal/domain';
import { asc, gt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema.ts';

export type DecisionInput = {
  outcome: DecidedState;
  module: ModuleName;
  subjectId: string;
  blockId: string;
  reason: string | null | undefined;
  /** The contribution's data (for payment experiences: the decided invoice only). */
  contribution: Record<string, unknown>;
  fileKeys: string[];
  analystUserId: string;
};

// Appends are serialised until commit, so sequence numbers become visible in order and a reader
// that has seen sequence n can never later find a smaller one committed (the feed's cursor).
const OUTBOX_LOCK = 727_274_003;

export const fileUrl = (key: string) => `/api/provider/v1/files/${key}`;

/**
 * An analyst's decision, for the provider: written in the decision's own transaction (the caller's
 * `tx`), so it exists exactly when the decision does. Delivered by the feed and the webhooks.
 */
export async function appendDecision(tx: Tx, input: DecisionInput): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OUTBOX_LOCK})`);
  // The module's stored data, as its contribution schema describes it (provider-typed-client test).
  const data = {
    outcome: input.outcome,
    module: input.module,
    subjectId: input.subjectId,
    blockId: input.blockId,
    reason: input.reason ?? null,
    contribution: input.contribution,
    files: input.fileKeys.map((key) => ({ key, url: fileUrl(key) })),
    analyst: { userId: input.analystUserId },
    decidedAt: new Date().toISOString(),
  } as DecisionEvent['data'];
  await tx.insert(outboxEvents).values({ type: DECISION_EVENT_TYPE, data });
}

export type OutboxRow = typeof outboxEvents.$inferSelect;

/** The event as the feed lists it and the webhook body carries it: the same JSON. */
export function toEvent(
  row: Pick<OutboxRow, 'id' | 'sequence' | 'type' | 'createdAt' | 'data'>,
): DecisionEvent {
  return {
    id: row.id,
    sequence: row.sequence,
    type: row.type as DecisionEvent['type'],
    timestamp: row.createdAt.toISOString(),
    data: row.data as DecisionEvent['data'],
  };
}

/** The feed: events after the cursor, in order. */
export async function readEvents(db: Executor, after: number, limit: number) {
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(gt(outboxEvents.sequence, after))
    .orderBy(asc(outboxEvents.sequence))
    .limit(limit);
  const events = rows.map(toEvent);
  return { events, nextCursor: events.at(-1)?.sequence ?? after };
}
