import { and, eq, isNull } from 'drizzle-orm';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { impersonationAudit, sessions, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * The admin's session acts for a company user from now on; the start is audited. One audit line
 * per acting period: selecting the company acted for already (each queue item of it opened) keeps
 * the open line; another company ends it and opens one of its own.
 */
export async function selectUser(db: Db, session: ActiveSession, userId: string) {
  const [target] = await db.select().from(users).where(eq(users.id, userId.toUpperCase()));
  if (target?.isAdmin) throw badRequest('Non è possibile agire per conto di un amministratore.');
  if (!target?.subjectId) throw notFound('Utente non trovato.');
  await db.transaction(async (tx) => {
    const open = and(eq(impersonationAudit.sessionId, session.id), isNull(impersonationAudit.endedAt));
    // the session row first: concurrent selections of one session take turns
    const [own] = await tx
      .select({ acting: sessions.actingUserId })
      .from(sessions)
      .where(eq(sessions.id, session.id))
      .for('update');
    const [current] = await tx.select().from(impersonationAudit).where(open);
    if (current && current.targetUserId === target.id && own?.acting === target.id) return;
    await tx.update(impersonationAudit).set({ endedAt: new Date() }).where(open);
    await tx.update(sessions).set({ actingUserId: target.id }).where(eq(sessions.id, session.id));
    await tx.insert(impersonationAudit).values({
      sessionId: session.id,
      adminUserId: session.loginUser.id,
      targetUserId: target.id,
      subjectId: target.subjectId!,
    });
  });
  return target;
}

/** Back to the admin's own identity; the end is audited. */
export async function resetUser(db: Db, session: ActiveSession) {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ actingUserId: null }).where(eq(sessions.id, session.id));
    await tx
      .update(impersonationAudit)
      .set({ endedAt: new Date() })
      .where(and(eq(impersonationAudit.sessionId, session.id), isNull(impersonationAudit.endedAt)));
  });
}
