import { buffer } from 'node:stream/consumers';
import type { DatiXbrl, XbrlYearFigures } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subjects } from '../../../../db/schema.ts';
import { badRequest } from '../../../../http/errors.ts';
import { runParser } from '../../../../parsers/pool.ts';
import type { XbrlReading, XbrlYear } from '../../../../parsers/xbrl/index.ts';
import type { StoredUpload } from '../../../files/index.ts';

const XBRL_WORKER = new URL('./xbrl-worker.ts', import.meta.url);

/** Rounding of the statement's euro figures: totals that differ by more are not balanced. */
const BALANCE_TOLERANCE = 1;

const normalise = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/^IT(?=\d{11}$)/, '');

const nothing = (messaggio: string): DatiXbrl => ({
  esito: 'nessunDato',
  messaggio,
  tassonomia: null,
  corrente: null,
  precedente: null,
});

const euro = (n: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(n);

function checkBalanced(year: XbrlYear | undefined) {
  if (!year || year.totaleAttivo === null || year.totalePassivo === null) return;
  if (Math.abs(year.totaleAttivo - year.totalePassivo) > BALANCE_TOLERANCE) {
    throw badRequest(
      `Il bilancio XBRL non quadra: nell'esercizio ${year.anno} il totale attivo (${euro(year.totaleAttivo)} €) è diverso dal totale passivo (${euro(year.totalePassivo)} €).`,
    );
  }
}

/**
 * The figures of an uploaded XBRL statement for the chosen year and the one before, checked: the
 * instance is the company's (its contexts' identifier is the company's tax code or VAT number),
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
  if (reading.tassonomia === null) return nothing(reading.motivo);
  const [company] = await app.db
    .select({ cf: subjects.codiceFiscale, piva: subjects.partitaIva })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  const own = new Set([company?.cf, company?.piva].filter((c): c is string => Boolean(c)).map(normalise));
  const others = reading.entita.filter((e) => !own.has(normalise(e)));
  if (reading.entita.length === 0 || others.length > 0) {
    throw badRequest(
      `Il bilancio XBRL non è della tua impresa: è intestato al codice ${others[0] ?? 'non indicato'}.`,
    );
  }
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
