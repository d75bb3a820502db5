import { type ManagementDraft, managementRoleLabel, type ReportContent, roleCodeOf } from '@portal/domain';
import type { ModuleData } from '../../server-module.ts';

type Manager = NonNullable<ReportContent['management']>[number];
const norm = (text: string) => text.trim().toUpperCase();

/**
 * The officers as listed in the contribution. An officer the report already has (same tax code)
 * keeps the report's entry as it is when neither name nor roles changed, and keeps its ownership
 * share in any case: the form does not carry shares, so a contribution never erases one.
 */
export function applyManagement(report: ReportContent, data: ModuleData): ReportContent {
  const { esponenti } = data as ManagementDraft;
  const known = new Map((report.management ?? []).map((m) => [norm(m.cfPiva), m]));
  const next = esponenti.map((e): Manager => {
    const current = known.get(norm(e.cfPiva));
    const sameRoles =
      current !== undefined &&
      new Set(current.cariche.map((c) => roleCodeOf(c) ?? c)).size === e.cariche.length &&
      e.cariche.every((code) => current.cariche.some((c) => (roleCodeOf(c) ?? c) === code));
    if (current && sameRoles && norm(current.denominazione) === e.denominazione) return current;
    return {
      denominazione: e.denominazione,
      cfPiva: e.cfPiva,
      percentuale: current?.percentuale ?? null,
      cariche: e.cariche.map((c) => managementRoleLabel(c)),
    };
  });
  report.management = next;
  return report;
}
