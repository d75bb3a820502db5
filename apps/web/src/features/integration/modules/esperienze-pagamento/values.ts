import { dayKey, invoiceSchema, MAX_INVOICES, paymentExperiencesSchema } from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

/** One invoice row of the form; dates are 'YYYY-MM-DD' days (null: not chosen yet). */
export interface InvoiceRow {
  /** Local row id (React key). */
  key: string;
  numeroFattura: string;
  /** A number, or the input's text while it is not one yet (e.g. '150.' while typing). */
  importo: number | string;
  descrizione: string;
  dataFattura: string | null;
  dataScadenza: string | null;
  dataPagamento: string | null;
  nomeFile: string;
  chiaveDocumento: string;
  contentType: string;
}

export interface SupplierInfo {
  idSoggetto: string;
  denominazione: string;
  pivaCf: string;
}

export interface PaymentValues {
  /** Suppliers known from the record (the supplier list of the API adds the others). */
  suppliers: SupplierInfo[];
  /** Invoices by supplier id. */
  fatture: Record<string, InvoiceRow[]>;
}

let rowCounter = 0;
export const newRowKey = () => `row-${Date.now().toString(36)}-${++rowCounter}`;

export const emptyInvoice = (): InvoiceRow => ({
  key: newRowKey(),
  numeroFattura: '',
  importo: '',
  descrizione: '',
  dataFattura: null,
  dataScadenza: null,
  dataPagamento: null,
  nomeFile: '',
  chiaveDocumento: '',
  contentType: '',
});

/**
 * Start of the Italian calendar day `key` ('YYYY-MM-DD') in ms: invoice dates travel as the
 * day-start timestamp of the chosen day in Italy (Europe/Rome is UTC+1 or UTC+2).
 */
export function romeDayStart(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  const utcMidnight = Date.UTC(y!, (m ?? 1) - 1, d ?? 1);
  for (const hours of [1, 2, 0, 3]) {
    const candidate = utcMidnight - hours * 3_600_000;
    if (dayKey(candidate) === key && dayKey(candidate - 1) !== key) return candidate;
  }
  return utcMidnight;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const asRecord = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
const dayOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? dayKey(value) : null;

/** Suppliers with their invoices of a record or payload, defensively. */
export function suppliersOf(data: ModuleData | null): (SupplierInfo & { fatture: InvoiceRow[] })[] {
  const list = data?.fornitori;
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const s = asRecord(item);
    const fatture = Array.isArray(s.fatture) ? s.fatture : [];
    return {
      idSoggetto: text(s.idSoggetto),
      denominazione: text(s.denominazione),
      pivaCf: text(s.pivaCf),
      fatture: fatture.map((f) => {
        const i = asRecord(f);
        return {
          key: newRowKey(),
          numeroFattura: text(i.numeroFattura),
          importo: typeof i.importo === 'number' ? i.importo : '',
          descrizione: text(i.descrizione),
          dataFattura: dayOf(i.dataFattura),
          dataScadenza: dayOf(i.dataScadenza),
          dataPagamento: dayOf(i.dataPagamento),
          nomeFile: text(i.nomeFile),
          chiaveDocumento: text(i.chiaveDocumento),
          contentType: text(i.contentType),
        };
      }),
    };
  });
}

/** The form starts from the saved record (or the draft); the report has no invoices. */
export function paymentInitialValues({ record }: { record: ModuleData | null }): PaymentValues {
  const suppliers = suppliersOf(record);
  return {
    suppliers: suppliers.map(({ idSoggetto, denominazione, pivaCf }) => ({
      idSoggetto,
      denominazione,
      pivaCf,
    })),
    fatture: Object.fromEntries(suppliers.map((s) => [s.idSoggetto, s.fatture])),
  };
}

/** The amount as a number, if the input holds one. */
export function amountOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/** An invoice row as the API takes it (dates as Italian day-start ms). */
export function invoiceBody(row: InvoiceRow) {
  return {
    numeroFattura: row.numeroFattura,
    importo: amountOf(row.importo),
    descrizione: row.descrizione,
    dataFattura: row.dataFattura ? romeDayStart(row.dataFattura) : undefined,
    dataScadenza: row.dataScadenza ? romeDayStart(row.dataScadenza) : undefined,
    dataPagamento: row.dataPagamento ? romeDayStart(row.dataPagamento) : undefined,
    nomeFile: row.nomeFile,
    chiaveDocumento: row.chiaveDocumento,
    contentType: row.contentType,
  };
}

export type InvoiceErrors = Partial<Record<keyof InvoiceRow, string>>;

/** Messages of one invoice row against today's windows. */
export function invoiceErrors(row: InvoiceRow, today: number): InvoiceErrors {
  const parsed = invoiceSchema(today).safeParse(invoiceBody(row));
  if (parsed.success) return {};
  const errors: InvoiceErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof InvoiceRow | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const invoiceCount = (fatture: Record<string, InvoiceRow[]>) =>
  Object.values(fatture).reduce((n, rows) => n + rows.length, 0);

/** Percentage of the progress ring (spec part 2 §9): count × 100 / 20. */
export const ringPercent = (count: number) => (count * 100) / MAX_INVOICES;

/** The write body: only suppliers with invoices, in the given order. */
export function paymentPayload(suppliers: SupplierInfo[], fatture: Record<string, InvoiceRow[]>) {
  return {
    fornitori: suppliers
      .filter((s) => (fatture[s.idSoggetto] ?? []).length > 0)
      .map((s) => ({
        idSoggetto: s.idSoggetto,
        denominazione: s.denominazione,
        pivaCf: s.pivaCf,
        fatture: (fatture[s.idSoggetto] ?? []).map(invoiceBody),
      })),
  };
}

/** The validated write body, or the first message of the whole (e.g. no invoice at all). */
export function validatePayload(payload: ReturnType<typeof paymentPayload>, today: number) {
  return paymentExperiencesSchema(today).safeParse(payload);
}

/** Comparable form of the invoices (row keys left out). */
export function snapshot(fatture: Record<string, InvoiceRow[]>): string {
  const entries = Object.entries(fatture)
    .filter(([, rows]) => rows.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, rows]) => [id, rows.map(({ key: _key, ...rest }) => rest)]);
  return JSON.stringify(entries);
}
