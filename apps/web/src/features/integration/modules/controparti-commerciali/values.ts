import {
  FOREIGN_ID_PREFIX,
  foreignCounterpartFormSchema,
  MAX_COUNTERPARTS,
  type Subject,
  type Synthesis,
} from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

export interface ItalianEntry {
  isForeign?: false;
  idSoggetto: string;
  denominazione: string;
  codiceFiscale: string;
  partitaIva: string | null;
}
export interface ForeignEntry {
  isForeign: true;
  idSoggetto: string;
  denominazione: string;
  paese: string;
  indirizzo: string;
  comune: string;
}
export type Entry = ItalianEntry | ForeignEntry;
export type Block = 'clients' | 'suppliers';
export const BLOCKS: readonly Block[] = ['clients', 'suppliers'];

export interface ReportCounterpart {
  idSoggetto: string | null;
  ragioneSociale: string;
  pivaCf: string | null;
  paese: string;
}

export interface CounterpartValues {
  clients: Entry[];
  suppliers: Entry[];
  /** Set when nothing is saved: the report's top-3 lists to prefill from (looked up by the form). */
  prefill: { clients: ReportCounterpart[]; suppliers: ReportCounterpart[] } | null;
}

export const foreignId = () =>
  `${FOREIGN_ID_PREFIX}${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const asRecord = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

export function entryOf(value: unknown): Entry {
  const o = asRecord(value);
  if (o.isForeign === true || text(o.idSoggetto).startsWith(FOREIGN_ID_PREFIX)) {
    return {
      isForeign: true,
      idSoggetto: text(o.idSoggetto) || foreignId(),
      denominazione: text(o.denominazione),
      paese: text(o.paese),
      indirizzo: text(o.indirizzo),
      comune: text(o.comune),
    };
  }
  return {
    idSoggetto: text(o.idSoggetto),
    denominazione: text(o.denominazione),
    codiceFiscale: text(o.codiceFiscale),
    partitaIva: typeof o.partitaIva === 'string' ? o.partitaIva : null,
  };
}

/** Clients and suppliers of a record or payload, defensively. */
export function entriesOf(data: ModuleData | null): { clients: Entry[]; suppliers: Entry[] } {
  const list = (value: unknown) => (Array.isArray(value) ? value.map(entryOf) : []);
  return { clients: list(data?.clients), suppliers: list(data?.suppliers) };
}

/**
 * The form starts from the saved record (or the draft); when nothing is saved, from the report's
 * top-3 clients and suppliers (looked up through the multi-subject search by the form).
 */
export function counterpartInitialValues({
  record,
  report,
}: {
  record: ModuleData | null;
  report: Synthesis | null;
}): CounterpartValues {
  if (record) return { ...entriesOf(record), prefill: null };
  const top = report?.controparti;
  if (!top || (top.top3Clienti.length === 0 && top.top3Fornitori.length === 0))
    return { clients: [], suppliers: [], prefill: null };
  return {
    clients: [],
    suppliers: [],
    prefill: {
      clients: top.top3Clienti.slice(0, MAX_COUNTERPARTS),
      suppliers: top.top3Fornitori.slice(0, MAX_COUNTERPARTS),
    },
  };
}

/** Ids of the report entries to look up. */
export function prefillIds(prefill: NonNullable<CounterpartValues['prefill']>): string[] {
  const ids = [...prefill.clients, ...prefill.suppliers]
    .map((c) => c.idSoggetto)
    .filter((id): id is string => Boolean(id));
  return [...new Set(ids)];
}

/**
 * Report entries as form entries: the ones found by the lookup are Italian subjects; those
 * without idSoggetto (or not found) become foreign subjects with the report's name and country.
 */
export function prefillEntries(
  list: readonly ReportCounterpart[],
  found: Record<string, Subject>,
  countryCode: (name: string) => string,
): Entry[] {
  return list.map((c) => {
    const subject = c.idSoggetto ? found[c.idSoggetto] : undefined;
    if (subject) {
      return {
        idSoggetto: subject.idSoggetto,
        denominazione: subject.denominazione,
        codiceFiscale: subject.codiceFiscale,
        partitaIva: subject.partitaIva,
      };
    }
    return {
      isForeign: true,
      idSoggetto: foreignId(),
      denominazione: c.ragioneSociale,
      paese: countryCode(c.paese),
      indirizzo: '',
      comune: '',
    };
  });
}

export const isForeign = (e: Entry): e is ForeignEntry => e.isForeign === true;
export const isCompleteForeign = (e: ForeignEntry) =>
  foreignCounterpartFormSchema.safeParse({
    denominazione: e.denominazione,
    paese: e.paese,
    indirizzo: e.indirizzo,
    comune: e.comune,
  }).success;

/** Comparable form of a set: per block, entries by content (foreign ids are random). */
export function signature(values: { clients: Entry[]; suppliers: Entry[] }): string {
  const key = (e: Entry) =>
    isForeign(e)
      ? `F|${e.denominazione.trim()}|${e.paese}|${e.indirizzo.trim()}|${e.comune.trim()}`.toLocaleUpperCase(
          'it',
        )
      : `I|${e.idSoggetto}`;
  return JSON.stringify(BLOCKS.map((b) => values[b].map(key).sort()));
}

export function hasItalian(values: { clients: Entry[]; suppliers: Entry[] }) {
  return [...values.clients, ...values.suppliers].some((e) => !isForeign(e));
}

/**
 * Proceed (spec part 2 §4) needs, besides a valid form (the domain's form schema), a set that
 * differs both from the saved data and from the data prefilled from the report.
 */
export function changedFrom(
  values: { clients: Entry[]; suppliers: Entry[] },
  saved: { clients: Entry[]; suppliers: Entry[] } | null,
  prefilled: { clients: Entry[]; suppliers: Entry[] } | null,
): boolean {
  const sig = signature(values);
  return !(saved && signature(saved) === sig) && !(prefilled && signature(prefilled) === sig);
}
