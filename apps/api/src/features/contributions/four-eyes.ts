import { COMPANY_STATES } from '@portal/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moduleRecordTransitions } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';

export const FOUR_EYES_MESSAGE =
  'Hai scritto, salvato o inviato questa contribuzione per conto dell’azienda: deve deciderla un altro analista.';

/** The company's own moves: whoever made one of them (an analyst acting for the company) may not decide. */
const COMPANY_MOVES = COMPANY_STATES;

/** SQL: the record `recordId` has none of the company's moves made by `userId` (the same rule, for the queue). */
export const noCompanyMoveBy = (recordId: SQL, userId: string) => sql`NOT EXISTS (
  SELECT 1 FROM module_record_transitions t
  WHERE t.record_id = ${recordId} AND t.actor_user_id = ${userId}
    AND t.to_state IN (${sql.join(
      COMPANY_MOVES.map((m) => sql`${m}`),
      sql`, `,
    )}))`;

export async function actedForCompany(db: Executor, recordId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moduleRecordTransitions.id })
    .from(moduleRecordTransitions)
    .where(
      and(
        eq(moduleRecordTransitions.recordId, recordId),
        eq(moduleRecordTransitions.actorUserId, userId),
        inArray(moduleRecordTransitions.toState, [...COMPANY_MOVES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Four-eyes rule: 409 when the analyst wrote, saved or sent the contribution while acting for the company. */
export async function requireOtherEyes(db: Executor, recordId: string, userId: string) {
  if (await actedForCompany(db, recordId, userId)) throw conflict(FOUR_EYES_MESSAGE);
}
