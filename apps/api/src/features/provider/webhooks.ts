import type { WEBHOOK_STATUSES } from '@portal/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../../config.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { Db, Executor } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema.ts';
import { type OutboxRow, toEvent } from './outbox.ts';

type Status = (typeof WEBHOOK_STATUSES)[number];
const BATCH = 16;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** Exponential backoff with ±20 % jitter: base, 2×base, 4×base… at most six hours. */
export const backoffMs = (attempt: number, baseMs: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1)) * (0.8 + Math.random() * 0.4);

/**
 * Claims due deliveries: rows locked by another instance are skipped, and a claimed row is leased
 * (its next attempt moved past the send timeout), so an instance that dies mid-send leaves it to
 * be retried by another — at least once.
 */
async function claim(db: Db, leaseMs: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    UPDATE outbox_events SET attempts = attempts + 1,
      next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
    WHERE sequence IN (
      SELECT sequence FROM outbox_events
      WHERE webhook_status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, sequence LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING sequence, id, type, data, created_at, attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    sequence: Number(r.sequence),
    id: String(r.id),
    type: String(r.type),
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
    createdAt: new Date(r.created_at as string),
    attempts: Number(r.attempts),
  })) as OutboxRow[];
}

export type Dispatcher = { kick: () => void; stop: () => Promise<void> };

/**
 * One loop per instance: claims due events, POSTs each signed per Standard Webhooks (webhook-id,
 * webhook-timestamp, webhook-signature), records the outcome. Woken at once by the change feed
 * when an event is committed, and every `pollMs` for retries that fall due.
 */
export function startWebhookDispatcher(opts: {
  db: Db;
  changes: ChangeFeed | undefined;
  config: WebhookConfig;
  log: FastifyBaseLogger;
}): Dispatcher {
  const { db, config, log } = opts;
  const signer = new Webhook(config.secret);
  let stopped = false;
  let wake: (() => void) | null = null;
  let pending = false;
  const kick = () => {
    pending = true;
    wake?.();
  };
  opts.changes?.subscribe(
    (payload) => payload.startsWith('outbox_events:') && kick(),
    () => kick(),
  );

  const send = async (row: OutboxRow) => {
    const body = JSON.stringify(toEvent(row));
    const at = new Date();
    const signature = signer.sign(row.id, at, body);
    let error: string | null = null;
    try {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': row.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'manual',
      });
      await res.body?.cancel();
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (e) {
      error = (e as Error).cause
        ? String((e as Error & { cause: Error }).cause.message)
        : (e as Error).message;
    }
    const owned = and(eq(outboxEvents.sequence, row.sequence), eq(outboxEvents.attempts, row.attempts));
    if (!error) {
      await db
        .update(outboxEvents)
        .set({ webhookStatus: 'delivered', deliveredAt: new Date(), nextAttemptAt: null, lastError: null })
        .where(owned);
      return;
    }
    const failed = row.attempts >= config.maxAttempts;
    if (failed) log.warn({ eventId: row.id, attempts: row.attempts, error }, 'webhook failed for good');
    await db
      .update(outboxEvents)
      .set({
        webhookStatus: failed ? 'failed' : 'pending',
        lastError: error.slice(0, 500),
        nextAttemptAt: failed ? null : new Date(Date.now() + backoffMs(row.attempts, config.retryBaseMs)),
      })
      .where(owned);
  };

  const loop = async () => {
    while (!stopped) {
      pending = false;
      try {
        const rows = await claim(db, config.timeoutMs + 5000);
        if (rows.length > 0) {
          await Promise.all(rows.map(send));
          continue;
        }
      } catch (e) {
        if (stopped) break;
        log.warn({ err: e }, 'webhook dispatcher: database error');
      }
      if (pending || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  };
  const running = loop();
  return {
    kick,
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}

export async function listWebhookDeliveries(db: Executor, status: Status, limit: number) {
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.webhookStatus, status))
    .orderBy(status === 'delivered' ? desc(outboxEvents.sequence) : asc(outboxEvents.sequence))
    .limit(limit);
  return rows.map((r) => ({
    eventId: r.id,
    sequence: r.sequence,
    status: r.webhookStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  }));
}

/** A failed (or delivered) event is sent again at once, with a fresh round of attempts. False when unknown. */
export async function replayWebhook(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db
    .update(outboxEvents)
    .set({ webhookStatus: 'pending', attempts: 0, nextAttemptAt: new Date(), deliveredAt: null })
    .where(eq(outboxEvents.id, eventId))
    .returning({ id: outboxEvents.id });
  return rows.length > 0;
}

/** Replays every failed event; returns how many. */
export async function replayFailedWebhooks(db: Executor): Promise<number> {
  const rows = await db
    .update(outboxEvents)
    .set({ webhookStatus: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(eq(outboxEvents.webhookStatus, 'failed'))
    .returning({ id: outboxEvents.id });
  return rows.length;
}
