import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@portal/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

// Kept in the database, not in memory, so the limit holds across several API instances.
export async function isThrottled(db: Db, username: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.failedAt, since)));
  return (row?.n ?? 0) >= LOGIN_FAILURE_LIMIT;
}

export async function recordFailure(db: Db, username: string): Promise<void> {
  await db.insert(loginFailures).values({ username });
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(Date.now() - 2 * LOGIN_FAILURE_WINDOW_MS)));
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
