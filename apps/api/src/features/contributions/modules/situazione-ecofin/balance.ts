import { type DatiXbrl, type ReportContent, XBRL_BALANCE_LABELS, type XbrlFigureName } from '@portal/domain';

/** Change on the previous year in percent, one decimal; null without a previous figure. */
export function changeOnPrevious(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/**
 * An accepted XBRL statement's figures in the report's balance section: each line of
 * XBRL_BALANCE_LABELS found in the statement is set (in place, or appended when the report has no
 * such line); other lines, the note, the analysis and everything else stay. A report without a
 * balance section gets none: its note and analysis come from the provider.
 */
export function applyXbrlFigures(report: ReportContent, dati: DatiXbrl | undefined): ReportContent {
  const current = dati?.esito === 'estratti' ? dati.corrente : null;
  if (!current || !report.bilancio) return report;
  const values = [...report.bilancio.valoriBilancio];
  for (const [figure, label] of Object.entries(XBRL_BALANCE_LABELS) as [XbrlFigureName, string][]) {
    const amount = current[figure];
    if (amount === null) continue;
    const line = {
      label,
      ammontare: Math.round(amount),
      percentuale: changeOnPrevious(amount, dati?.precedente?.[figure]),
    };
    const at = values.findIndex((v) => v.label === label);
    if (at >= 0) values[at] = line;
    else values.push(line);
  }
  report.bilancio = { ...report.bilancio, valoriBilancio: values };
  return report;
}
