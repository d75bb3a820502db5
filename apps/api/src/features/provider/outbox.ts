import {
  DECISION_EVENT_TYPE,
  type DecidedState,
  type DecisionEvent,
  FEED_RETENTION,
  type ModuleName,
  type ProviderEvent,
  type ProviderEventData,
  type ProviderEventType,
} from '@portal/domain';
import { asc, gt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

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
export const fileReferences = (keys: string[]) => keys.map((key) => ({ key, url: fileUrl(key) }));

/**
 * An event for the provider, written in the caller's transaction (`tx`), so it exists exactly
 * when the change does; fanned out in the same transaction to every enabled webhook endpoint
 * whose filter takes its type. Delivered by the feed, the export and the webhooks.
 */
export async function appendEvent<T extends ProviderEventType>(
  tx: Tx,
  type: T,
  data: ProviderEventData<T>,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OUTBOX_LOCK})`);
  const [row] = await tx
    .insert(outboxEvents)
    .values({ type, data: data as Record<string, unknown> })
    .returning({ sequence: outboxEvents.sequence });
  await tx.execute(sql`
    INSERT INTO webhook_endpoint_deliveries (endpoint_id, sequence)
    SELECT id, ${row!.sequence} FROM webhook_endpoints
    WHERE enabled AND (cardinality(event_types) = 0 OR ${type} = ANY(event_types))`);
}

/** An analyst's decision (contribution.decided). */
export async function appendDecision(tx: Tx, input: DecisionInput): Promise<void> {
  const data = {
    outcome: input.outcome,
    module: input.module,
    subjectId: input.subjectId,
    blockId: input.blockId,
    reason: input.reason ?? null,
    contribution: input.contribution,
    files: fileReferences(input.fileKeys),
    analyst: { userId: input.analystUserId },
    decidedAt: new Date().toISOString(),
  } as DecisionEvent['data'];
  await appendEvent(tx, DECISION_EVENT_TYPE, data);
}

export type OutboxRow = typeof outboxEvents.$inferSelect;

/** The event as the feed lists it and the webhook body carries it: the same JSON. */
export function toEvent(
  row: Pick<OutboxRow, 'id' | 'sequence' | 'type' | 'createdAt' | 'data'>,
): ProviderEvent {
  return {
    id: row.id,
    sequence: row.sequence,
    type: row.type,
    timestamp: row.createdAt.toISOString(),
    data: row.data,
  } as ProviderEvent;
}

/** The last sequence number ever handed out (erased events included): 0 before the first event. */
export async function lastSequence(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS last FROM outbox_events_sequence_seq`,
  );
  return Number((result as unknown as { rows: { last: unknown }[] }).rows[0]?.last ?? 0);
}

/**
 * The feed: events after the cursor, in order. A cursor beyond the last event ever recorded was
 * not handed out by this feed (a typo, another deployment's cursor, a restored database): refused,
 * rather than answered with nothing until events pass it silently.
 */
export async function readEvents(db: Executor, after: number, limit: number) {
  const last = await lastSequence(db);
  if (after > last)
    throw new HttpError(
      409,
      `The cursor after=${after} is past the end of the feed (the last event is ${last}): resume from a cursor this feed returned.`,
    );
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(gt(outboxEvents.sequence, after))
    .orderBy(asc(outboxEvents.sequence))
    .limit(limit);
  const events = rows.map(toEvent);
  return {
    events,
    nextCursor: events.at(-1)?.sequence ?? after,
    lastSequence: last,
    retention: FEED_RETENTION,
  };
}

/**
 * The outbox's figures for /metrics, over every endpoint (the built-in one on the outbox rows when
 * configured, the managed ones per delivery): deliveries pending and failed, and the age in
 * seconds of the oldest pending one (0 when none).
 */
export async function outboxFigures(db: Executor, builtInEventTypes: string[] | undefined) {
  const builtIn = builtInEventTypes
    ? builtInEventTypes.includes('*')
      ? sql`TRUE`
      : sql`o.type IN (${sql.join(
          builtInEventTypes.map((t) => sql`${t}`),
          sql`, `,
        )})`
    : sql`FALSE`;
  const result = await db.execute(sql`
    WITH d AS (
      SELECT o.webhook_status AS status, o.created_at FROM outbox_events o WHERE ${builtIn}
      UNION ALL
      SELECT w.status, o.created_at FROM webhook_endpoint_deliveries w
      JOIN outbox_events o ON o.sequence = w.sequence)
    SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
      count(*) FILTER (WHERE status = 'failed') AS failed,
      coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending')), 0) AS oldest
    FROM d`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
    oldestPendingSeconds: Number(row.oldest ?? 0),
  };
}
