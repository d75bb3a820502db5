import {
  MAX_COUNTRIES,
  type ProfiloOperativoFormValues,
  profiloOperativoModule,
  type Synthesis,
  toExportStep,
} from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

/** What the operating-profile form holds; a cleared number input is ''. Revenue in thousands of euro. */
export type ProfiloOperativoValues = ProfiloOperativoFormValues;

const numberOrEmpty = (value: unknown): number | '' =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_COUNTRIES) : [];

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
  if (report) return profiloOperativoModule.fromReport(report);
  return { fatturato: '', numeroDipendenti: '', paesiImport: [], paesiExport: [], percentualeExport: 0 };
}
