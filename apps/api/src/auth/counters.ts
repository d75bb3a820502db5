import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';

export type CounterRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one hit on each key — but only when every count is still below its limit, so a refused
 * attempt counts towards nothing (else one client's refused attempts would use up limits shared
 * with others, e.g. an account's). The upsert locks every row (in key order, so two calls never
 * wait on each other in a cycle); the increment follows in the same transaction. A window that
 * has ended starts again at 0. Concurrent calls on PostgreSQL and PGlite are serialised per key.
 */
export async function hitCounters(db: Db, rules: CounterRule[]): Promise<boolean> {
  if (rules.length === 0) return true;
  const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = sql.join(
    sorted.map((r) => sql`(${r.key}, 0, now() + ${`${r.windowMs} milliseconds`}::interval)`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ key: string; hits: number }>(sql`
      INSERT INTO rate_counters (key, hits, window_ends_at) VALUES ${values}
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_counters.window_ends_at <= now() THEN 0 ELSE rate_counters.hits END,
        window_ends_at = CASE WHEN rate_counters.window_ends_at <= now()
          THEN excluded.window_ends_at ELSE rate_counters.window_ends_at END
      RETURNING key, hits`);
    const limits = new Map(rules.map((r) => [r.key, r.limit]));
    const { rows } = result as unknown as { rows: { key: string; hits: number }[] };
    if (!rows.every((row) => Number(row.hits) < (limits.get(row.key) ?? 0))) return false;
    await tx
      .update(rateCounters)
      .set({ hits: sql`${rateCounters.hits} + 1` })
      .where(
        inArray(
          rateCounters.key,
          sorted.map((r) => r.key),
        ),
      );
    return true;
  });
}

/** Gives back one hit (an attempt that turned out to be legitimate). */
export async function refundCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(${rateCounters.hits} - 1, 0)` })
    .where(inArray(rateCounters.key, keys));
}

export async function resetCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateCounters).where(inArray(rateCounters.key, keys));
}

export async function purgeCounters(db: Db): Promise<number> {
  const gone = await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, new Date())).returning({
    key: rateCounters.key,
  });
  return gone.length;
}
