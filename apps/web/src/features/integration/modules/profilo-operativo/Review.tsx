import { formatInteger, toExportStep } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import { domainListQuery } from '../../api.ts';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { type ProfiloOperativoValues, profiloInitialValues, profiloValuesOf } from './values.ts';

type CountryList = 'paesiImport' | 'paesiExport';
const LISTS: readonly CountryList[] = ['paesiImport', 'paesiExport'];

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * The operating profile beside the report's (issue 13 §1): revenue (thousands of euro), employees
 * and export share as the preview shows them; one row per country of each list (named from the
 * country list, else as the report names it), '-' on the side that lacks it. A list equal to the
 * one the form showed from the report (its first three) leaves the report's list as it is, and a
 * share equal to where the slider started leaves the report's share: shown as acceptance applies it.
 */
export function ProfiloOperativoReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const paesi = useQuery({ ...domainListQuery('paesi'), meta: { silentError: true } });
  const profile = report?.profiloOperativo ?? null;
  const reportNames = new Map(
    [...(profile?.paesiImport ?? []), ...(profile?.paesiExport ?? [])].map((c) => [c.codice, c.nome]),
  );
  const countryName = (code: string) =>
    paesi.data?.find((p) => p.cd_paese === code)?.denominazione ?? reportNames.get(code) ?? code;
  const proposed = profiloValuesOf(payload);
  // what the form started from when nothing was saved: the report's values, lists cut to three
  const shownFromReport: ProfiloOperativoValues | null = profile
    ? profiloInitialValues({ record: null, report })
    : null;

  const thousands = (value: number | '' | null | undefined) =>
    typeof value === 'number'
      ? t('modules.profiloOperativo.thousandsOfEuro', { value: formatInteger(value) })
      : '';
  const whole = (value: number | '' | null | undefined) =>
    typeof value === 'number' ? formatInteger(value) : '';
  const label = (field: keyof ProfiloOperativoValues) => t(`modules.profiloOperativo.fields.${field}`);

  const currentShare =
    profile?.percentualeExport == null ? '' : `${toExportStep(profile.percentualeExport)}%`;
  const rows: ChangeRow[] = [
    {
      key: 'fatturato',
      label: label('fatturato'),
      current: thousands(profile?.fatturato),
      proposed: thousands(proposed.fatturato),
    },
    {
      key: 'numeroDipendenti',
      label: label('numeroDipendenti'),
      current: whole(profile?.dipendenti),
      proposed: whole(proposed.numeroDipendenti),
    },
    {
      key: 'percentualeExport',
      label: label('percentualeExport'),
      current: currentShare,
      // the slider's starting position (0 for a missing share) left as it was changes nothing
      proposed:
        proposed.percentualeExport === toExportStep(profile?.percentualeExport)
          ? currentShare
          : `${proposed.percentualeExport}%`,
    },
  ];
  for (const list of LISTS) {
    const current = (profile?.[list] ?? []).map((c) => c.codice);
    const asShown = shownFromReport && sameList(proposed[list], shownFromReport[list]);
    const next = asShown ? current : proposed[list];
    const codes = [...new Set([...next, ...current])];
    for (const code of codes) {
      const name = countryName(code);
      rows.push({
        key: `${list}-${code}`,
        label: t('modules.profiloOperativo.review.country', { list: label(list), country: name }),
        current: current.includes(code) ? name : '',
        proposed: next.includes(code) ? name : '',
      });
    }
  }
  return <ChangeTable rows={rows} />;
}
