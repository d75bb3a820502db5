import { ACTIVITY_STATUSES, type AdminSearchResult, stripSearch } from '@portal/domain';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjects, users } from '../../db/schema.ts';
import { legalNatures } from '../domain-lists/index.ts';
import { searchSubjects } from '../subjects/index.ts';

const LIMIT = 50;

/**
 * Companies an admin can act for, found by subject id, user id, VAT number, tax code or name
 * prefix. Every lookup is indexed; only subjects with a company user are returned (that user is
 * the one the admin acts for).
 */
/**
 * The company users of the matching subjects, of the subject id typed, or whose user id starts
 * with the text: one prepared statement per database (planned once per connection).
 */
const preparedUsersOf = new WeakMap<Db, ReturnType<typeof prepareUsersOf>>();
function usersOf(db: Db) {
  let query = preparedUsersOf.get(db);
  if (!query) {
    query = prepareUsersOf(db);
    preparedUsersOf.set(db, query);
  }
  return query;
}

function prepareUsersOf(db: Db) {
  return db
    .select({ user: users, subject: subjects })
    .from(users)
    .innerJoin(subjects, eq(subjects.id, users.subjectId))
    .where(
      and(
        isNotNull(users.subjectId),
        eq(users.isAdmin, false),
        or(
          eq(users.subjectId, sql.placeholder('subjectId')),
          sql`${users.id} LIKE ${sql.placeholder('userPrefix')}`,
          sql`${users.subjectId} = ANY(${sql.placeholder('subjectIds')}::text[])`,
        ),
      ),
    )
    .orderBy(subjects.denominazione, users.id)
    .limit(LIMIT)
    .prepare('admin_search_users');
}

export async function adminSearch(db: Db, term: string): Promise<AdminSearchResult[]> {
  const upper = term.trim().toUpperCase();
  const code = stripSearch(upper);
  // Only subjects that have a company user are candidates, so a common name prefix still finds
  // the companies the admin can act for instead of LIMIT subjects that nobody represents.
  const matchingSubjects =
    code.length >= 2
      ? (await searchSubjects(db, term, LIMIT, { companyUsersOnly: true })).map((s) => s.idSoggetto)
      : [];
  const rows = await usersOf(db).execute({
    subjectId: upper,
    userPrefix: `${upper.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    subjectIds: matchingSubjects,
  });
  return rows.map(({ user, subject: s }) => ({
    userId: user.id,
    azienda: {
      denominazione: s.denominazione,
      partitaIva: s.partitaIva,
      codiceFiscale: s.codiceFiscale,
      idSoggetto: s.id,
      indirizzo: {
        toponimo: s.toponimo,
        denominazione: s.via,
        civico: s.civico,
        cap: s.cap,
        comune: s.comune,
        provincia: s.provincia,
      },
      naturaGiuridica: {
        descrizione:
          legalNatures().find((n) => n.cd_natgiu === s.naturaGiuridica)?.denominazione ?? s.naturaGiuridica,
      },
      statoAttivita: {
        descrizione: ACTIVITY_STATUSES.find((a) => a.code === s.statoAttivita)?.it ?? s.statoAttivita,
      },
      telefono: s.telefono,
      sitoInternet: s.sitoInternet,
    },
  }));
}
