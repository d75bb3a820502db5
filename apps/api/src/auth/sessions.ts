import { SESSION_TTL_MS } from '@portal/domain';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionKind = 'app' | 'sso';
export type ActiveSession = {
  id: string;
  ssoSessionId: string | null;
  loginUser: UserRow;
  actingUser: UserRow;
  expiresAt: Date;
};

export async function createSession(
  db: Db,
  input: { userId: string; kind: SessionKind; ssoSessionId?: string | null },
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      kind: input.kind,
      userId: input.userId,
      ssoSessionId: input.ssoSessionId ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id };
}

/** The live session of a token, with the signed-in user and the user it acts for. */
export async function findSession(db: Db, token: string, kind: SessionKind): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: sessions, loginUser: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, kind),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  let actingUser = row.loginUser;
  if (row.session.actingUserId && row.session.actingUserId !== row.loginUser.id) {
    const [acting] = await db.select().from(users).where(eq(users.id, row.session.actingUserId));
    if (acting) actingUser = acting;
  }
  return {
    id: row.session.id,
    ssoSessionId: row.session.ssoSessionId,
    loginUser: row.loginUser,
    actingUser,
    expiresAt: row.session.expiresAt,
  };
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends a sign-on session and every app session it issued. */
export async function revokeSsoSession(db: Db, ssoSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        or(eq(sessions.id, ssoSessionId), eq(sessions.ssoSessionId, ssoSessionId)),
      ),
    );
}

/**
 * Ends every live session of a user (sign-on and app sessions alike), e.g. when the password
 * changes: whoever signed in with the old one is out at once.
 */
export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Deletes sessions expired or revoked more than `graceMs` ago (they can never be used again). */
export async function purgeSessions(db: Db, graceMs: number): Promise<number> {
  const before = new Date(Date.now() - graceMs);
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return gone.length;
}
