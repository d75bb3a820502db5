import { ACTIVITY_STATUSES, type Subject, type SubjectSearchItem, stripSearch } from '@portal/domain';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjects } from '../../db/schema.ts';
import { legalNatures } from '../domain-lists/service.ts';
import { latestDelivery } from '../reports/repository.ts';

export const SEARCH_LIMIT = 20;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Subjects whose VAT number or tax code starts with the stripped text, or whose name starts with
 * the text as typed. Every predicate is an index range scan (see migration 0005).
 */
export async function searchSubjects(
  db: Db,
  text: string,
  limit = SEARCH_LIMIT,
): Promise<SubjectSearchItem[]> {
  const code = stripSearch(text).toUpperCase();
  const name = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const rows = await db
    .select({
      idSoggetto: subjects.id,
      denominazione: subjects.denominazione,
      codiceFiscale: subjects.codiceFiscale,
      partitaIva: subjects.partitaIva,
    })
    .from(subjects)
    .where(
      or(
        sql`${subjects.partitaIva} LIKE ${`${escapeLike(code)}%`}`,
        sql`${subjects.codiceFiscale} LIKE ${`${escapeLike(code)}%`}`,
        sql`lower(${subjects.denominazione}) LIKE ${`${escapeLike(name)}%`}`,
      ),
    )
    .orderBy(subjects.denominazione)
    .limit(limit);
  return rows;
}

/** The full subject fields of spec part 2 §3 for a list of ids; ATECO and REA come from the latest report. */
export async function lookupSubjects(db: Db, ids: string[]): Promise<Record<string, Subject>> {
  const rows = await db.select().from(subjects).where(inArray(subjects.id, ids));
  const result: Record<string, Subject> = {};
  for (const s of rows) {
    const report = await latestDelivery(db, s.id, 'report');
    const company = report?.content.company;
    result[s.id] = {
      idSoggetto: s.id,
      denominazione: s.denominazione,
      codiceFiscale: s.codiceFiscale,
      partitaIva: s.partitaIva,
      naturaGiuridica: {
        descrizione:
          legalNatures().find((n) => n.cd_natgiu === s.naturaGiuridica)?.denominazione ?? s.naturaGiuridica,
      },
      statoAttivita: {
        descrizione: ACTIVITY_STATUSES.find((a) => a.code === s.statoAttivita)?.it ?? s.statoAttivita,
      },
      indirizzo: {
        cap: s.cap,
        civico: s.civico,
        comune: s.comune,
        denominazione: s.via,
        provincia: s.provincia,
        toponimo: s.toponimo,
      },
      atecoList: [
        ...(company?.ateco ? [{ ...company.ateco, versione: '07' }] : []),
        ...(company?.ateco25 ? [{ ...company.ateco25, versione: '25' }] : []),
      ],
      kreaInfo: {
        cciaa: company?.reaNumber?.split('-')[0] ?? s.provincia,
        dtIscrizione: company?.reaDate ?? null,
        nrea: company?.reaNumber?.split('-')[1] ?? null,
      },
    };
  }
  return result;
}
