import type { CompanyHistory } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { impersonationAudit, users } from '../../db/schema.ts';
import { listNotes } from './notes.ts';

const target = alias(users, 'target');

/** A company's team notes and every session in which an analyst acted for one of its users. */
export async function companyHistory(db: Db, subjectId: string): Promise<CompanyHistory> {
  const rows = await db
    .select({ audit: impersonationAudit, analyst: users, target })
    .from(impersonationAudit)
    .innerJoin(users, eq(users.id, impersonationAudit.adminUserId))
    .innerJoin(target, eq(target.id, impersonationAudit.targetUserId))
    .where(eq(impersonationAudit.subjectId, subjectId))
    .orderBy(desc(impersonationAudit.startedAt), desc(impersonationAudit.id))
    .limit(200);
  return {
    notes: await listNotes(db, subjectId),
    impersonations: rows.map(({ audit, analyst, target: t }) => ({
      analyst: { userId: analyst.id, name: `${analyst.nome} ${analyst.cognome}` },
      actedAs: t.id,
      startedAt: audit.startedAt.toISOString(),
      endedAt: audit.endedAt?.toISOString() ?? null,
    })),
  };
}
