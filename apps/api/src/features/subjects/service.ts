import {
  ACTIVITY_STATUSES,
  normaliseSearch,
  type Subject,
  type SubjectSearchItem,
  searchCode,
  searchNamePrefix,
} from '@portal/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { subjects } from '../../db/schema.ts';
import { legalNatures } from '../domain-lists/index.ts';
import { latestDelivery } from '../reports/index.ts';

export const SEARCH_LIMIT = 20;

/**
 * The least string greater than every string that starts with `prefix` (in code point order,
 * which is UTF-8 byte order): `value` starts with `prefix` exactly when prefix ≤ value < this.
 * The search writes a prefix as this range, which the text_pattern_ops index answers and the
 * planner estimates from the index statistics; for `LIKE 'prefix%'` it multiplies in the
 * pattern's selectivity a second time, guessing a hundred rows where there are ten thousand, and
 * then reads and sorts every match instead of walking the index in order.
 * Undefined when there is none (an empty prefix, or one made only of U+10FFFF).
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff)
      return points.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1);
  }
  return undefined;
}

/**
 * Subjects whose VAT number or tax code starts with the stripped text, or whose name starts with
 * the text as typed, sorted by name. Each of the three predicates is read in the order of its
 * prefix index (migration 0005; `USING ~<~` is the order of text_pattern_ops, see prefixUpperBound) and stops after
 * `limit` rows, so a prefix that matches a hundred thousand subjects costs no more than a rare
 * one; the union of the three is then sorted by name. With a very common prefix the answer is
 * therefore the first `limit` matches in code or name order, sorted by name — not the
 * alphabetically first of all matches, which would mean reading and sorting every match.
 *
 * `companyUsersOnly` (the admin search) keeps only subjects a company user represents, read from
 * the partial indexes of migration 0008 in the same way.
 */
export async function searchSubjects(
  db: Db,
  text: string,
  limit = SEARCH_LIMIT,
  options: { companyUsersOnly?: boolean } = {},
): Promise<SubjectSearchItem[]> {
  const term = normaliseSearch(text);
  const code = searchCode(term);
  const name = searchNamePrefix(term);
  // Without an upper bound (an empty prefix) the range [prefix, prefix) matches nothing.
  const codeEnd = prefixUpperBound(code) ?? code;
  const nameEnd = prefixUpperBound(name) ?? name;
  return preparedSearch(db, limit, options.companyUsersOnly ?? false).execute({
    code,
    codeEnd,
    name,
    nameEnd,
  });
}

/**
 * The search as a named prepared statement (one per database, limit and kind): PostgreSQL plans
 * the three-branch union once per connection instead of on every keystroke of every user.
 */
const preparedSearches = new WeakMap<Db, Map<string, ReturnType<typeof prepareSearch>>>();
function preparedSearch(db: Db, limit: number, companyUsersOnly: boolean) {
  const key = `subject_search_${limit}_${companyUsersOnly ? 'users' : 'all'}`;
  const byKey = preparedSearches.get(db) ?? new Map<string, ReturnType<typeof prepareSearch>>();
  preparedSearches.set(db, byKey);
  let query = byKey.get(key);
  if (!query) {
    query = prepareSearch(db, key, limit, companyUsersOnly);
    byKey.set(key, query);
  }
  return query;
}

function prepareSearch(db: Db, statementName: string, limit: number, companyUsersOnly: boolean) {
  const between = (value: SQL, from: string, to: string) =>
    sql`${value} ~>=~ ${sql.placeholder(from)} AND ${value} ~<~ ${sql.placeholder(to)}`;
  const lowerName = sql`lower(${subjects.denominazione})`;
  const represented = companyUsersOnly ? sql` AND ${subjects.hasCompanyUser}` : sql``;
  const branch = (where: SQL, key: SQL) =>
    db
      .select({
        idSoggetto: subjects.id,
        denominazione: subjects.denominazione,
        codiceFiscale: subjects.codiceFiscale,
        partitaIva: subjects.partitaIva,
      })
      .from(subjects)
      .where(sql`${where}${represented}`)
      .orderBy(sql`${key} USING ~<~`)
      .limit(limit);
  const vat = sql`${subjects.partitaIva}`;
  const taxCode = sql`${subjects.codiceFiscale}`;
  const matches = union(
    branch(between(vat, 'code', 'codeEnd'), vat),
    branch(between(taxCode, 'code', 'codeEnd'), taxCode),
    branch(between(lowerName, 'name', 'nameEnd'), lowerName),
  ).as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(matches.denominazione, matches.idSoggetto)
    .limit(limit)
    .prepare(statementName);
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

/** Registry fields of a subject that an accepted registry contribution may change. */
export type RegistryUpdate = Partial<
  Pick<
    typeof subjects.$inferInsert,
    | 'naturaGiuridica'
    | 'statoAttivita'
    | 'via'
    | 'toponimo'
    | 'civico'
    | 'cap'
    | 'comune'
    | 'provincia'
    | 'telefono'
    | 'sitoInternet'
  >
>;

export async function updateRegistry(db: Executor, subjectId: string, fields: RegistryUpdate) {
  if (Object.keys(fields).length === 0) return;
  await db.update(subjects).set(fields).where(eq(subjects.id, subjectId));
}

/** The registered name of a subject ('' for an unknown id). */
export async function companyName(db: Db, subjectId: string): Promise<string> {
  const [row] = await db
    .select({ name: subjects.denominazione })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return row?.name ?? '';
}
