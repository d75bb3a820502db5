import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Holds a transaction-scoped lock on `key` across every instance (released at commit or rollback). */
export async function lockKey(tx: Tx, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * One report writer per company at a time: a provider delivery and an accepted contribution each
 * start from the delivery the previous one made.
 */
export async function lockCompany(tx: Tx, subjectId: string) {
  await lockKey(tx, `company:${subjectId}`);
}

/** A PostgreSQL unique-key violation (23505), as the driver throws it or as Drizzle wraps it. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null | undefined;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/** Runs `work` in a transaction; a unique-key race with an identical request runs it once more (then it finds the row). */
export async function withRetryOnDuplicate<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return db.transaction(work);
  }
}
