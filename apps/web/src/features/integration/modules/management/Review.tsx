import { managementRoleLabel, roleCodeOf } from '@portal/domain';
import { useTranslation } from '#i18n';
import { currentLocale } from '../../../../lib/i18n.ts';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { managementInitialValues, type OfficerValues, officersOf } from './values.ts';

const norm = (value: string) => value.trim().toLocaleUpperCase('it');

/**
 * The officers of the contribution beside the report's, one row per officer by tax code (issue
 * 13 §1): name and roles (the names of the roles, sorted: their order is no change). An officer
 * only the report lists is proposed '-' (removed); one only the contribution lists is new.
 */
export function ManagementReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // the report's officers as the form starts from them (roles matched to the offered ones) …
  const reported = report?.management?.length
    ? managementInitialValues({ record: null, report }).esponenti
    : [];
  // … and the report's roles the form does not offer, as the report names them
  const otherRoles = new Map(
    (report?.management ?? []).map((m) => [norm(m.cfPiva), m.cariche.filter((c) => !roleCodeOf(c))]),
  );
  const describe = (officer: OfficerValues | undefined, extraRoles: string[] = []) => {
    if (!officer) return '';
    const roles = [...officer.cariche.map((code) => managementRoleLabel(code, locale)), ...extraRoles].sort(
      (a, b) => a.localeCompare(b, locale),
    );
    return [norm(officer.denominazione), roles.join(', ')].filter(Boolean).join(' · ');
  };
  const inReport = new Map(reported.map((o) => [norm(o.cfPiva), o]));
  const proposed = officersOf(payload);
  const proposedCodes = new Set(proposed.map((o) => norm(o.cfPiva)));
  const row = (code: string, key: string, current?: OfficerValues, next?: OfficerValues): ChangeRow => ({
    key,
    label: t('modules.management.review.officer', { code }),
    current: describe(current, otherRoles.get(code)),
    proposed: describe(next),
  });
  const rows: ChangeRow[] = [
    ...proposed.map((o, i) => {
      const code = norm(o.cfPiva);
      return row(code, `p-${i}-${code}`, inReport.get(code), o);
    }),
    ...reported
      .filter((o) => !proposedCodes.has(norm(o.cfPiva)))
      .map((o, i) => row(norm(o.cfPiva), `r-${i}-${norm(o.cfPiva)}`, o)),
  ];
  return <ChangeTable rows={rows} />;
}
