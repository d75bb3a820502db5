import {
  dayKey,
  MAX_COUNTRIES,
  type ProfiloOperativoDraft,
  profiloOperativoModule,
  type ReportContent,
} from '@portal/domain';
import { countries } from '../../../domain-lists/index.ts';
import type { ModuleData } from '../../server-module.ts';

type Profile = NonNullable<ReportContent['profiloOperativo']>;
type Country = Profile['paesiImport'][number];

const countryRef = (code: string): Country => ({
  codice: code,
  nome: countries().find((c) => c.cd_paese === code)?.denominazione ?? code,
});

/** The list of the contribution, unless it is the list the form showed (the report's first three). */
function countriesOf(proposed: string[], current: Country[]): Country[] {
  const codes = proposed.filter(Boolean);
  const shown = current.slice(0, MAX_COUNTRIES).map((c) => c.codice);
  if (codes.length === shown.length && codes.every((c, i) => c === shown[i])) return current;
  return codes.map((code) => current.find((c) => c.codice === code) ?? countryRef(code));
}

/**
 * Field by field: a value equal to what the form showed from the report leaves the report's value
 * as it is (its year, its estimate flag, its unrounded share). A new revenue is an estimate of
 * the current year, as the overview labels it. A share equal to the slider position the form
 * started from (a missing share shows as 0) is no change either: the review shows the same.
 */
export function applyOperatingProfile(report: ReportContent, data: ModuleData, today: Date): ReportContent {
  const d = data as ProfiloOperativoDraft;
  const current: Profile = report.profiloOperativo ?? {
    fatturato: null,
    // no revenue, no year: an employees-only profile is not 'Fatturato 2026 –'
    annoFatturato: null,
    fatturatoStimato: false,
    dipendenti: null,
    paesiImport: [],
    paesiExport: [],
    percentualeExport: null,
    percentualeImport: null,
  };
  const next: Profile = { ...current };
  if (typeof d.fatturato === 'number' && d.fatturato !== current.fatturato) {
    next.fatturato = d.fatturato;
    next.annoFatturato = Number(dayKey(today).slice(0, 4)); // the year in Italy
    next.fatturatoStimato = true;
  }
  if (typeof d.numeroDipendenti === 'number' && d.numeroDipendenti !== current.dipendenti)
    next.dipendenti = d.numeroDipendenti;
  next.paesiImport = countriesOf(d.paesiImport, current.paesiImport);
  next.paesiExport = countriesOf(d.paesiExport, current.paesiExport);
  if (d.percentualeExport !== profiloOperativoModule.fromReport(report).percentualeExport)
    next.percentualeExport = d.percentualeExport;
  report.profiloOperativo = next;
  return report;
}
