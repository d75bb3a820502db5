import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';

export type CounterRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one hit on each key in a single statement (INSERT … ON CONFLICT DO UPDATE takes the
 * row lock, so concurrent hits on PostgreSQL and PGlite are serialised) and says whether every
 * count is still within its limit. A window that has ended starts again at 1.
 */
export async function hitCounters(db: Db, rules: CounterRule[]): Promise<boolean> {
  if (rules.length === 0) return true;
  const values = sql.join(
    rules.map((r) => sql`(${r.key}, 1, now() + ${`${r.windowMs} milliseconds`}::interval)`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; hits: number }>(sql`
    INSERT INTO rate_counters (key, hits, window_ends_at) VALUES ${values}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_counters.window_ends_at <= now() THEN 1 ELSE rate_counters.hits + 1 END,
      window_ends_at = CASE WHEN rate_counters.window_ends_at <= now()
        THEN excluded.window_ends_at ELSE rate_counters.window_ends_at END
    RETURNING key, hits`);
  const limits = new Map(rules.map((r) => [r.key, r.limit]));
  const { rows } = result as unknown as { rows: { key: string; hits: number }[] };
  return rows.every((row) => Number(row.hits) <= (limits.get(row.key) ?? 0));
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
