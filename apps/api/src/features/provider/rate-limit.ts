import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const WINDOW_MS = 60_000;

/**
 * One request of a machine credential against its per-minute limit, counted in the shared
 * rate_counters table (so the limit holds across instances): null when within the limit, else the
 * seconds until the window ends (the Retry-After).
 */
export async function hitMachineLimit(db: Db, caller: string, perMinute: number): Promise<number | null> {
  if (perMinute <= 0) return null;
  const result = await db.execute(sql`
    INSERT INTO rate_counters (key, hits, window_ends_at)
    VALUES (${`machine:${caller}`}, 1, now() + ${`${WINDOW_MS} milliseconds`}::interval)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_counters.window_ends_at <= now() THEN 1 ELSE rate_counters.hits + 1 END,
      window_ends_at = CASE WHEN rate_counters.window_ends_at <= now()
        THEN excluded.window_ends_at ELSE rate_counters.window_ends_at END
    RETURNING hits, extract(epoch FROM (window_ends_at - now())) AS remaining`);
  const row = (result as unknown as { rows: { hits: unknown; remaining: unknown }[] }).rows[0]!;
  if (Number(row.hits) <= perMinute) return null;
  return Math.max(1, Math.ceil(Number(row.remaining)));
}
