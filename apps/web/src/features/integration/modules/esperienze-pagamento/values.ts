import {
  dayKey,
  type ImportInvoicesResponse,
  type InvoiceFormRow,
  invoiceAmount,
  invoiceOriginSchema,
  MAX_INVOICES,
  type PaymentExperiencesFormValues,
  romeDayStart,
} from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

/** One invoice row of the form; dates are 'YYYY-MM-DD' days (null: not chosen yet). */
export type InvoiceRow = InvoiceFormRow;

export interface SupplierInfo {
  idSoggetto: string;
  denominazione: string;
  pivaCf: string;
}

/** What the form holds: every supplier on screen with its invoices (the domain's form values). */
export type PaymentValues = PaymentExperiencesFormValues;

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

export { romeDayStart };

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
          ...originOf(i.origine),
        };
      }),
    };
  });
}

const originOf = (value: unknown) => {
  const parsed = invoiceOriginSchema.safeParse(value);
  return parsed.success ? { origine: parsed.data } : {};
};

type ImportedInvoice = ImportInvoicesResponse['fornitori'][number]['fatture'][number]['fattura'];

/** A form row from an invoice read out of an e-invoice: the company adds the payment date. */
export const importedRow = (f: ImportedInvoice): InvoiceRow => ({
  key: newRowKey(),
  numeroFattura: f.numeroFattura,
  importo: f.importo,
  descrizione: f.descrizione,
  dataFattura: dayKey(f.dataFattura),
  dataScadenza: dayKey(f.dataScadenza),
  dataPagamento: null,
  nomeFile: f.nomeFile,
  chiaveDocumento: f.chiaveDocumento,
  contentType: f.contentType,
  origine: f.origine,
});

/** The form starts from the saved record (or the draft); the report has no invoices. */
export function paymentInitialValues({ record }: { record: ModuleData | null }): PaymentValues {
  return { fornitori: suppliersOf(record) };
}

export const invoiceCount = (fornitori: PaymentValues['fornitori']) =>
  fornitori.reduce((n, s) => n + s.fatture.length, 0);

/** Percentage of the progress ring (spec part 2 §9): count × 100 / 20. */
export const ringPercent = (count: number) => (count * 100) / MAX_INVOICES;

/** Comparable form of the invoices (row keys left out). */
export function snapshot(fornitori: PaymentValues['fornitori']): string {
  const entries = fornitori
    .filter((s) => s.fatture.length > 0)
    .sort((a, b) => a.idSoggetto.localeCompare(b.idSoggetto))
    .map((s) => [s.idSoggetto, s.fatture.map(({ key: _key, ...rest }) => rest)]);
  return JSON.stringify(entries);
}

export type InvoiceErrors = Partial<Record<keyof InvoiceRow, string>>;

/** The amount as a number, if the input holds one. */
export const amountOf = invoiceAmount;

/** The attachment keys the module's stored records (draft, saved, sent) point at. */
export function storedAttachmentKeys(records: readonly ModuleData[]): Set<string> {
  return new Set(
    records.flatMap((record) =>
      suppliersOf(record).flatMap((s) => s.fatture.map((f) => f.chiaveDocumento).filter(Boolean)),
    ),
  );
}
