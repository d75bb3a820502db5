import type { WEBHOOK_STATUSES } from '@portal/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { WebhookConfig } from '../../config.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { Db, Executor } from '../../db/client.ts';
import { outboxEvents, webhookEndpointDeliveries, webhookEndpoints } from '../../db/schema.ts';
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
async function claim(db: Db, leaseMs: number, types: string[]): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    UPDATE outbox_events SET attempts = attempts + 1,
      next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
    WHERE sequence IN (
      SELECT sequence FROM outbox_events
      WHERE webhook_status = 'pending' AND next_attempt_at <= now() AND ${builtInTypes(types)}
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
export type DeliveryTiming = Omit<WebhookConfig, 'url' | 'secret' | 'eventTypes'>;
export type BuiltInEndpoint = Pick<WebhookConfig, 'url' | 'secret' | 'eventTypes'>;

/** The condition on outbox rows of the built-in endpoint's event types. */
export const builtInTypes = (types: string[]) =>
  types.includes('*')
    ? sql`TRUE`
    : sql`type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`;

/** Managed endpoints' due deliveries, claimed like the built-in ones (skip locked, leased). */
async function claimManaged(db: Db, leaseMs: number) {
  const result = await db.execute(sql`
    WITH due AS (
      SELECT d.endpoint_id, d.sequence FROM webhook_endpoint_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
      WHERE d.status = 'pending' AND d.next_attempt_at <= now()
      ORDER BY d.next_attempt_at, d.sequence LIMIT ${BATCH}
      FOR UPDATE OF d SKIP LOCKED)
    UPDATE webhook_endpoint_deliveries w SET attempts = w.attempts + 1,
      next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
    FROM due WHERE w.endpoint_id = due.endpoint_id AND w.sequence = due.sequence
    RETURNING w.endpoint_id, w.sequence, w.attempts`);
  const claimed = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (claimed.length === 0) return [];
  const sequences = claimed.map((r) => Number(r.sequence));
  const endpointIds = [...new Set(claimed.map((r) => String(r.endpoint_id)))];
  const events = await db.select().from(outboxEvents).where(inArray(outboxEvents.sequence, sequences));
  const endpoints = await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds));
  return claimed.flatMap((r) => {
    const event = events.find((e) => e.sequence === Number(r.sequence));
    const endpoint = endpoints.find((e) => e.id === String(r.endpoint_id));
    return event && endpoint ? [{ event, endpoint, attempts: Number(r.attempts) }] : [];
  });
}

/** The secrets that sign for an endpoint now: the current one, and the previous during a rotation window. */
export function signingSecrets(endpoint: typeof webhookEndpoints.$inferSelect, now = new Date()): string[] {
  const previousLive =
    endpoint.previousSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime();
  return previousLive ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/**
 * POSTs one event signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature:
 * one space-separated `v1,<signature>` per secret); the error, or null on a 2xx.
 */
async function post(url: string, secrets: string[], row: OutboxRow, timeoutMs: number) {
  const body = JSON.stringify(toEvent(row));
  const at = new Date();
  const signature = secrets.map((secret) => new Webhook(secret).sign(row.id, at, body)).join(' ');
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': row.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    await res.body?.cancel();
    return res.status < 200 || res.status >= 300 ? `HTTP ${res.status}` : null;
  } catch (e) {
    return (e as Error).cause ? String((e as Error & { cause: Error }).cause.message) : (e as Error).message;
  }
}

/** The outcome of an attempt: delivered, or retried with backoff until `maxAttempts`, then failed. */
function outcome(error: string | null, attempts: number, timing: DeliveryTiming) {
  if (!error)
    return { status: 'delivered' as const, deliveredAt: new Date(), nextAttemptAt: null, lastError: null };
  const failed = attempts >= timing.maxAttempts;
  return {
    status: failed ? ('failed' as const) : ('pending' as const),
    lastError: error.slice(0, 500),
    nextAttemptAt: failed ? null : new Date(Date.now() + backoffMs(attempts, timing.retryBaseMs)),
  };
}

/**
 * One loop per instance: claims due events, POSTs each signed, records the outcome. The built-in
 * endpoint of the environment (WEBHOOK_URL, WEBHOOK_SECRET) keeps its state on the outbox rows;
 * endpoints managed through the API keep theirs per endpoint and event. Woken at once by the
 * change feed when an event is committed, and every `pollMs` for retries that fall due.
 */
export function startWebhookDispatcher(opts: {
  db: Db;
  changes: ChangeFeed | undefined;
  builtIn: BuiltInEndpoint | undefined;
  timing: DeliveryTiming;
  log: FastifyBaseLogger;
}): Dispatcher {
  const { db, builtIn, timing, log } = opts;
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
  const lease = timing.timeoutMs + 5000;

  const sendBuiltIn = async (target: { url: string; secret: string }, row: OutboxRow) => {
    const error = await post(target.url, [target.secret], row, timing.timeoutMs);
    const { status, ...rest } = outcome(error, row.attempts, timing);
    if (status === 'failed')
      log.warn({ eventId: row.id, attempts: row.attempts, error }, 'webhook failed for good');
    await db
      .update(outboxEvents)
      .set({ webhookStatus: status, ...rest })
      .where(and(eq(outboxEvents.sequence, row.sequence), eq(outboxEvents.attempts, row.attempts)));
  };
  const sendManaged = async (d: Awaited<ReturnType<typeof claimManaged>>[number]) => {
    const error = await post(d.endpoint.url, signingSecrets(d.endpoint), d.event, timing.timeoutMs);
    const result = outcome(error, d.attempts, timing);
    if (result.status === 'failed')
      log.warn({ eventId: d.event.id, endpointId: d.endpoint.id, error }, 'webhook failed for good');
    await db
      .update(webhookEndpointDeliveries)
      .set(result)
      .where(
        and(
          eq(webhookEndpointDeliveries.endpointId, d.endpoint.id),
          eq(webhookEndpointDeliveries.sequence, d.event.sequence),
          eq(webhookEndpointDeliveries.attempts, d.attempts),
        ),
      );
  };

  const loop = async () => {
    while (!stopped) {
      pending = false;
      try {
        const rows = builtIn ? await claim(db, lease, builtIn.eventTypes) : [];
        const managed = await claimManaged(db, lease);
        if (rows.length + managed.length > 0) {
          await Promise.all([...rows.map((r) => sendBuiltIn(builtIn!, r)), ...managed.map(sendManaged)]);
          continue;
        }
      } catch (e) {
        if (stopped) break;
        log.warn({ err: e }, 'webhook dispatcher: database error');
      }
      if (pending || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timing.pollMs);
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
