import { uploadMessages } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const MB = 1024 * 1024;

export type StorageAllowance = {
  quotaBytes: number;
  remainingBytes: number;
  message: string;
  expiresAt: Date | null;
};

export async function storedBytes(db: Db | Tx, subjectId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.subjectId, subjectId));
  return Number(row?.total ?? 0);
}

/**
 * What the company of this request may still store: its quota (a smaller one, and files that
 * expire, when a demo account uploads) less what it stores now. A first check while the bytes
 * arrive; recordUploads checks again under a per-company lock.
 */
export async function storageAllowance(
  request: FastifyRequest,
  subjectId: string,
): Promise<StorageAllowance> {
  const { limits } = request.server.config;
  const session = request.session;
  const demo = Boolean(session?.loginUser.isDemo || session?.actingUser.isDemo);
  const quotaBytes = demo ? limits.demoFileQuotaBytes : limits.fileQuotaBytes;
  const used = await storedBytes(request.server.db, subjectId);
  return {
    quotaBytes,
    remainingBytes: Math.max(0, quotaBytes - used),
    message: uploadMessages.quotaExceeded(Math.round(quotaBytes / MB)),
    expiresAt: demo ? new Date(Date.now() + limits.demoFileTtlMs) : null,
  };
}
