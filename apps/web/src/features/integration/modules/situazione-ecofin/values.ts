import {
  lastDepositYear,
  STATEMENT_TYPE_CODES,
  type StatementType,
  type Synthesis,
  statementYears,
  UPLOAD_RULES,
} from '@portal/domain';
import { contentTypeOf } from '../../../../components/uploader/rules.ts';
import type { ModuleData } from '../../wizard/index.ts';

export interface EcoFinValues {
  tipoBilancio: StatementType | '';
  /** '' until chosen. */
  annoBilancio: string;
  /** The year of the last deposit, from the report's bilancio.nota (default four years ago). */
  depositYear: number;
}

const isStatementType = (v: unknown): v is StatementType =>
  typeof v === 'string' && (STATEMENT_TYPE_CODES as readonly string[]).includes(v);

/** Year options of a type today (spec part 2 §5). */
export function yearOptions(type: StatementType | '', today: Date, depositYear: number): number[] {
  return type ? statementYears(type, today, depositYear) : [];
}

/** The year a type starts with: partial auto-selects the current year, the others none. */
export function defaultYear(type: StatementType | '', today: Date): string {
  return type === 'parziale' ? String(today.getFullYear()) : '';
}

/** Type and year of the saved record when they are still offered, else empty; the files never come back. */
export function ecoFinInitialValues({
  record,
  report,
}: {
  record: ModuleData | null;
  report: Synthesis | null;
}): EcoFinValues {
  const today = new Date();
  const depositYear = lastDepositYear(report?.bilancio?.nota, today);
  const type = isStatementType(record?.tipoBilancio) ? record.tipoBilancio : '';
  const year = Number(record?.annoBilancio);
  const annoBilancio = yearOptions(type, today, depositYear).includes(year)
    ? String(year)
    : defaultYear(type, today);
  return { tipoBilancio: type, annoBilancio, depositYear };
}

/** The multipart write: text fields first, then the files (the server reads them in that order). */
export function ecoFinFormData(
  values: { tipoBilancio: StatementType; annoBilancio: string },
  statement: File,
  receipt: File | null,
): FormData {
  const form = new FormData();
  form.append('tipoBilancio', values.tipoBilancio);
  form.append('annoBilancio', values.annoBilancio);
  form.append('nomeFileBilancio', statement.name);
  form.append('contentTypeBilancio', contentTypeOf(statement, UPLOAD_RULES.statement.kinds));
  if (receipt) {
    form.append('nomeFileRicevuta', receipt.name);
    form.append('contentTypeRicevuta', contentTypeOf(receipt, UPLOAD_RULES.receipt.kinds));
  }
  form.append('fileBilancio', statement, statement.name);
  if (receipt) form.append('fileRicevuta', receipt, receipt.name);
  return form;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The stored files of a draft / saved record, for the download buttons. */
export function ecoFinFiles(data: ModuleData) {
  const statement = str(data.codiceBilancio)
    ? {
        codice: str(data.codiceBilancio) as string,
        nomeFile: str(data.nomeFileBilancio) ?? 'bilancio',
        formato: str(data.contentTypeBilancio),
      }
    : null;
  const receipt = str(data.codiceRicevuta)
    ? {
        codice: str(data.codiceRicevuta) as string,
        nomeFile: str(data.nomeFileRicevuta) ?? 'ricevuta',
        formato: str(data.contentTypeRicevuta),
      }
    : null;
  return { statement, receipt };
}
