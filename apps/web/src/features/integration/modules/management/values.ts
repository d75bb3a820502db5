import { managementModule, roleCodeOf, type Synthesis } from '@portal/domain';
import type { ModuleData } from '../../wizard/index.ts';

export interface OfficerValues {
  denominazione: string;
  cfPiva: string;
  /** Role codes of MANAGEMENT_ROLES. */
  cariche: string[];
}

export interface ManagementValues {
  esponenti: OfficerValues[];
}

export const EMPTY_OFFICER: OfficerValues = { denominazione: '', cfPiva: '', cariche: [] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function rolesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const codes = value.map((v) => roleCodeOf(text(v))).filter((c) => c !== null);
  return [...new Set(codes)];
}

/** Officers of a record or payload, defensively (the preview shows what was sent). */
export function officersOf(data: ModuleData | null): OfficerValues[] {
  const list = data?.esponenti;
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return { denominazione: text(o.denominazione), cfPiva: text(o.cfPiva), cariche: rolesOf(o.cariche) };
  });
}

/**
 * The form starts from the saved record (or the draft), else from the report's officers (roles
 * named by label are matched to the offered ones; others are left for the user to choose), else
 * with one empty officer.
 */
export function managementInitialValues({
  record,
  report,
}: {
  record: ModuleData | null;
  report: Synthesis | null;
}): ManagementValues {
  const fromRecord = officersOf(record);
  if (record && fromRecord.length) return { esponenti: fromRecord };
  const fromReport = report ? managementModule.fromReport(report).esponenti : [];
  return { esponenti: fromReport.length ? fromReport : [{ ...EMPTY_OFFICER }] };
}
