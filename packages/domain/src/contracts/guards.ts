import type { LatestReports } from './reports.ts';
import type { User } from './user.ts';

/*
 * The guards of the app's routes, apart from the contracts' schemas: a module that builds zod schemas
 * at its top level brings zod with it, and these run in the web app's start-up code (issue 27).
 */

export function hasLatestReport(
  r: Pick<LatestReports['rapportiCredibility'], 'cdRichiestaUltimoEvaso' | 'idConsegnaUltimoEvaso'>,
): boolean {
  return Boolean(r.cdRichiestaUltimoEvaso || r.idConsegnaUltimoEvaso);
}

/** The admin guard (spec part 1 §6): admins, and anyone acting for another user (impersonation). */
export function canUseAdminPages(user: Pick<User, 'isAdmin' | 'loginUserId' | 'userId'>): boolean {
  return user.isAdmin || user.loginUserId !== user.userId;
}
