import { REGISTRY_FIELDS, type RegistryField } from '@portal/domain';
import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { useRegistryDisplay } from './use-registry-display.ts';
import {
  APPLIED_UPPER_CASE_FIELDS,
  changedFields,
  officialRegistryData,
  UPPER_CASE_FIELDS,
} from './values.ts';

const upperCase = new Set<RegistryField>(UPPER_CASE_FIELDS);
const appliedUpperCase = new Set<RegistryField>(APPLIED_UPPER_CASE_FIELDS);

/**
 * The registry contribution beside the report, every field (issue 13 §1): names for codes (legal
 * nature, state, province, sector) as the preview shows them. A field the module's own comparison
 * finds equal (trimmed, case-insensitive: the step 2 summary, and what acceptance applies) shows
 * the report's value on both sides, so that it is not marked changed; a changed one shows what
 * acceptance writes (the municipality in upper case, the website as typed).
 */
export function AnagraficaReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const display = useRegistryDisplay();
  const official = officialRegistryData(report);
  const changed = new Set(changedFields(payload, report));
  const shown = (field: RegistryField, data: Record<string, unknown>, cased: Set<RegistryField>) => {
    const value = display(field, data);
    return cased.has(field) ? value.toLocaleUpperCase('it') : value;
  };
  const rows: ChangeRow[] = REGISTRY_FIELDS.map((field) => {
    const current = shown(field, official, upperCase);
    return {
      key: field,
      label: t(`modules.anagrafica.fields.${field}`),
      current,
      proposed: changed.has(field) ? shown(field, payload, appliedUpperCase) : current,
    };
  });
  return <ChangeTable rows={rows} />;
}
