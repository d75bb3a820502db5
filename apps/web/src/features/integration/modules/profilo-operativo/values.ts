import { EXPORT_STEP, MAX_COUNTRIES, type Synthesis } from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

/** What the operating-profile form holds; a cleared number input is ''. */
export interface ProfiloOperativoValues {
  /** Thousands of euro. */
  fatturato: number | '';
  numeroDipendenti: number | '';
  paesiImport: string[];
  paesiExport: string[];
  percentualeExport: number;
}

const numberOrEmpty = (value: unknown): number | '' =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_COUNTRIES) : [];

/** A share on the slider's scale: 0 to 100 in steps of 10. */
export function toExportStep(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  const stepped = Math.round(value / EXPORT_STEP) * EXPORT_STEP;
  return Math.min(100, Math.max(0, stepped));
}

/** Module data in form shape (record, draft or sent contribution). */
export function profiloValuesOf(data: ModuleData): ProfiloOperativoValues {
  return {
    fatturato: numberOrEmpty(data.fatturato),
    numeroDipendenti: numberOrEmpty(data.numeroDipendenti),
    paesiImport: codes(data.paesiImport),
    paesiExport: codes(data.paesiExport),
    percentualeExport: toExportStep(typeof data.percentualeExport === 'number' ? data.percentualeExport : 0),
  };
}

/** The form starts from the saved record (or the draft), else from the report's operating profile. */
export function profiloInitialValues({
  record,
  report,
}: {
  record: ModuleData | null;
  report: Synthesis | null;
}): ProfiloOperativoValues {
  if (record) return profiloValuesOf(record);
  const profile = report?.profiloOperativo;
  if (!profile) {
    return { fatturato: '', numeroDipendenti: '', paesiImport: [], paesiExport: [], percentualeExport: 0 };
  }
  return {
    fatturato: profile.fatturato ?? '',
    numeroDipendenti: profile.dipendenti ?? '',
    paesiImport: profile.paesiImport.map((p) => p.codice).slice(0, MAX_COUNTRIES),
    paesiExport: profile.paesiExport.map((p) => p.codice).slice(0, MAX_COUNTRIES),
    percentualeExport: toExportStep(profile.percentualeExport),
  };
}
