import { ACTIVITY_STATUSES, type AdminSearchResult, stripSearch } from '@portal/domain';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjects, users } from '../../db/schema.ts';
import { legalNatures } from '../domain-lists/service.ts';
import { searchSubjects } from '../subjects/service.ts';

const LIMIT = 50;

/**
 * Companies an admin can act for, found by subject id, user id, VAT number, tax code or name
 * prefix. Every lookup is indexed; only subjects with a company user are returned (that user is
 * the one the admin acts for).
 */
export async function adminSearch(db: Db, term: string): Promise<AdminSearchResult[]> {
  const upper = term.trim().toUpperCase();
  const code = stripSearch(upper);
  // Only subjects that have a company user are candidates, so a common name prefix still finds
  // the companies the admin can act for instead of LIMIT subjects that nobody represents.
  const matchingSubjects =
    code.length >= 2
      ? (await searchSubjects(db, term, LIMIT, { companyUsersOnly: true })).map((s) => s.idSoggetto)
      : [];
  const rows = await db
    .select({ user: users, subject: subjects })
    .from(users)
    .innerJoin(subjects, eq(subjects.id, users.subjectId))
    .where(
      and(
        isNotNull(users.subjectId),
        eq(users.isAdmin, false),
        or(
          eq(users.subjectId, upper),
          sql`${users.id} LIKE ${`${upper.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
          matchingSubjects.length ? inArray(users.subjectId, matchingSubjects) : undefined,
        ),
      ),
    )
    .orderBy(subjects.denominazione, users.id)
    .limit(LIMIT);
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
