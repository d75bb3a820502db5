import { extensionOf, FILE_KINDS, uploadMessages } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/concurrency.ts';
import { moduleRecords, storedFiles } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { FileStore } from '../../storage/index.ts';
import type { StoredUpload } from './multipart.ts';
import { storedBytes } from './quota.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Records stored uploads, within the company's storage quota: the check and the insert run under
 * a per-company lock, so parallel uploads cannot together pass the quota (413, nothing recorded;
 * the caller removes the stored objects).
 */
export async function recordUploads(tx: Tx | Db, subjectId: string, uploads: StoredUpload[]) {
  if (uploads.length === 0) return;
  await tx.transaction(async (t) => {
    await lockKey(t, `stored_files:${subjectId}`);
    const quotaBytes = Math.min(...uploads.map((u) => u.quotaBytes));
    const adding = uploads.reduce((sum, u) => sum + u.size, 0);
    if ((await storedBytes(t, subjectId)) + adding > quotaBytes) {
      throw new HttpError(413, uploadMessages.quotaExceeded(Math.round(quotaBytes / (1024 * 1024))));
    }
    await t.insert(storedFiles).values(
      uploads.map((u) => ({
        key: u.key,
        subjectId,
        originalName: u.originalName,
        contentType: u.contentType,
        size: u.size,
        expiresAt: u.expiresAt,
      })),
    );
  });
}

export async function discardUploads(store: FileStore, uploads: StoredUpload[]) {
  await Promise.all(uploads.map((u) => store.delete(u.key).catch(() => {})));
}

/** Removes files no record of the company points to any more (e.g. those of a replaced draft). */
export async function deleteUnreferenced(db: Db, store: FileStore, subjectId: string, keys: string[]) {
  for (const key of keys) {
    const [used] = await db
      .select({ id: moduleRecords.id })
      .from(moduleRecords)
      .where(and(eq(moduleRecords.subjectId, subjectId), sql`${moduleRecords.data}::text LIKE ${`%${key}%`}`))
      .limit(1);
    if (used) continue;
    await db.delete(storedFiles).where(and(eq(storedFiles.key, key), eq(storedFiles.subjectId, subjectId)));
    await store.delete(key).catch(() => {});
  }
}

/** A file of the company, or null: another company's key is not found, exactly like an unknown one. */
export async function openCompanyFile(db: Db, store: FileStore, subjectId: string, key: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.subjectId, subjectId)));
  if (!row) return null;
  const stream = await store.get(row.key);
  return stream ? { file: row, stream } : null;
}

/** The name a download is offered under: it always ends with the extension of its content type. */
export function downloadName(name: string, contentType: string): string {
  const kind = Object.values(FILE_KINDS).find((k) => k.mime === contentType);
  if (!kind) return name;
  return (kind.extensions as readonly string[]).includes(extensionOf(name))
    ? name
    : `${name}.${kind.extensions[0]}`;
}

/** attachment; with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Name, type and size of the company's stored files among `keys` (unknown keys are left out). */
export async function describeFiles(db: Db, subjectId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      key: storedFiles.key,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.subjectId, subjectId), inArray(storedFiles.key, keys)));
}
