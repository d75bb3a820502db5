import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import type { FileStore } from '../../storage/index.ts';

const BATCH = 500;

/**
 * Removes the files nobody should keep: uploads of a demo account past their expiry (used or
 * not), and uploads older than `unreferencedMs` that no contribution or delivery of their company
 * points to (an attachment uploaded and never used). Rows go first, then the stored objects.
 */
export async function purgeFiles(db: Db, store: FileStore, unreferencedMs: number): Promise<string[]> {
  const expired = await db
    .delete(storedFiles)
    .where(and(isNotNull(storedFiles.expiresAt), lt(storedFiles.expiresAt, new Date())))
    .returning({ key: storedFiles.key });
  const cutoff = new Date(Date.now() - unreferencedMs);
  const stale = await db.execute<{ key: string }>(sql`
    DELETE FROM stored_files f
    WHERE f.key IN (
      SELECT s.key FROM stored_files s
      WHERE s.created_at < ${cutoff.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM module_records r
          WHERE r.subject_id = s.subject_id AND strpos(r.data::text, s.key) > 0)
        AND NOT EXISTS (SELECT 1 FROM report_deliveries d
          WHERE d.subject_id = s.subject_id AND strpos(d.content::text, s.key) > 0)
      LIMIT ${BATCH})
    RETURNING f.key`);
  const keys = [
    ...expired.map((r) => r.key),
    ...(stale as unknown as { rows: { key: string }[] }).rows.map((r) => r.key),
  ];
  for (const key of keys) await store.delete(key).catch(() => {});
  return keys;
}
