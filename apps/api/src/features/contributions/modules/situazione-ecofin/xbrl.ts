import { buffer } from 'node:stream/consumers';
import { type DatiXbrl, formatEuro, type XbrlYearFigures } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subjects } from '../../../../db/schema.ts';
import { badRequest } from '../../../../http/errors.ts';
import { runParser } from '../../../../parsers/pool.ts';
import type { XbrlAnagrafica, XbrlReading, XbrlYear } from '../../../../parsers/xbrl/index.ts';
import type { StoredUpload } from '../../../files/index.ts';

const XBRL_WORKER = new URL('./xbrl-worker.ts', import.meta.url);

/** Rounding of the statement's euro figures: totals that differ by more are not balanced. */
const BALANCE_TOLERANCE = 1;

const normalise = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/^IT(?=\d{11}$)/, '');

/** The refusal of another company's statement (English in http/messages-en.ts). */
export const XBRL_OWNER_MESSAGE =
  'Il bilancio XBRL è di {other}, non di {own}: carica un bilancio della tua impresa.';

type Company = { denominazione: string; cf: string; piva: string | null };
const described = (name: string, cf: string | null, piva: string | null) => {
  const codes = [piva && `P.IVA ${piva}`, cf && cf !== piva && `C.F. ${cf}`].filter(Boolean).join(', ');
  return name ? (codes ? `${name} (${codes})` : name) : codes;
};

/**
 * Whose statement it is: by the registry data the filing states (DatiAnagrafici), as the contexts'
 * entity identifier is often the software house's code; by that identifier only when the filing
 * has no registry data. Another company's statement is refused naming both companies.
 */
function checkOwner(company: Company, anagrafica: XbrlAnagrafica | null, entita: string[]) {
  const own = new Set([company.cf, company.piva].filter((c): c is string => Boolean(c)).map(normalise));
  const registryCodes = anagrafica ? [anagrafica.codiceFiscale, anagrafica.partitaIva].filter(Boolean) : [];
  const ours = registryCodes.length
    ? registryCodes.some((c) => own.has(normalise(c)))
    : entita.length > 0 && entita.every((e) => own.has(normalise(e)));
  if (ours) return;
  const other = anagrafica
    ? described(anagrafica.denominazione, anagrafica.codiceFiscale || null, anagrafica.partitaIva || null)
    : `un’impresa con codice ${entita.find((e) => !own.has(normalise(e))) ?? 'non indicato'}`;
  throw badRequest(
    XBRL_OWNER_MESSAGE.replace('{other}', other).replace(
      '{own}',
      described(company.denominazione, company.cf, company.piva),
    ),
  );
}

const nothing = (messaggio: string): DatiXbrl => ({
  esito: 'nessunDato',
  messaggio,
  tassonomia: null,
  corrente: null,
  precedente: null,
});

function checkBalanced(year: XbrlYear | undefined) {
  if (!year || year.totaleAttivo === null || year.totalePassivo === null) return;
  if (Math.abs(year.totaleAttivo - year.totalePassivo) > BALANCE_TOLERANCE) {
    throw badRequest(
      `Il bilancio XBRL non quadra: nell'esercizio ${year.anno} il totale attivo (${formatEuro(year.totaleAttivo)}) è diverso dal totale passivo (${formatEuro(year.totalePassivo)}).`,
    );
  }
}

/**
 * The figures of an uploaded XBRL statement for the chosen year and the one before, checked: the
 * instance is the company's (its registry data name the company's tax code or VAT number),
 * its latest year is the chosen one, and assets equal liabilities. Refusals are 400s; an instance
 * of another taxonomy, or an XML that is not an instance, is accepted with nothing extracted.
 */
export async function statementFigures(
  app: FastifyInstance,
  subjectId: string,
  statement: StoredUpload,
  chosenYear: number,
): Promise<DatiXbrl | undefined> {
  if (statement.kind !== 'xbrl') return undefined;
  const stream = await app.fileStore.get(statement.key);
  if (!stream) throw new Error(`stored statement ${statement.key} not found`);
  // Parsed off the event loop, within the parsers' time and memory budget (400 when unreadable).
  const reading = await runParser<XbrlReading>(XBRL_WORKER, {
    bytes: await buffer(stream),
    name: statement.originalName,
  });
  const [company] = await app.db
    .select({ denominazione: subjects.denominazione, cf: subjects.codiceFiscale, piva: subjects.partitaIva })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!company) throw new Error(`subject ${subjectId} not found`);
  if (reading.tassonomia === null) {
    // An instance of another taxonomy: nothing is read from it, but it must still be the company's.
    if (reading.entita?.length) checkOwner(company, null, reading.entita);
    return nothing(reading.motivo);
  }
  checkOwner(company, reading.anagrafica, reading.entita);
  const [latest] = reading.esercizi;
  if (!latest)
    return nothing('Nessuna delle voci attese è presente nell’istanza XBRL: nessun dato estratto.');
  if (latest.anno !== chosenYear) {
    throw badRequest(
      `Il bilancio XBRL si riferisce all'esercizio ${latest.anno}, non all'anno scelto (${chosenYear}).`,
    );
  }
  const previous = reading.esercizi.find((y) => y.anno === chosenYear - 1);
  checkBalanced(latest);
  checkBalanced(previous);
  return {
    esito: 'estratti',
    messaggio: `Dati estratti dal bilancio XBRL (tassonomia itcc-ci ${reading.versione}).`,
    tassonomia: `itcc-ci ${reading.versione}`,
    corrente: latest as XbrlYearFigures,
    precedente: (previous as XbrlYearFigures | undefined) ?? null,
  };
}
