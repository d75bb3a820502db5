import { useTranslation } from '#i18n';
import type { ModuleSummaryProps } from '../../wizard/index.ts';
import { type ChangeRow, ChangeTable } from '../shared/ChangeTable.tsx';
import { useCountryName } from './Preview.tsx';
import { BLOCKS, type Entry, entriesOf, isForeign, type ReportCounterpart } from './values.ts';

const norm = (value: string) => value.trim().toLocaleUpperCase('it');

/** The report's entry for a proposed one: the same subject (Italian) or the same name (foreign). */
function sameEntry(entry: Entry, reported: ReportCounterpart): boolean {
  return isForeign(entry)
    ? reported.idSoggetto === null && norm(reported.ragioneSociale) === norm(entry.denominazione)
    : reported.idSoggetto === entry.idSoggetto;
}

/**
 * The main clients and suppliers beside the report's top three (issue 13 §1), one row per
 * subject: an Italian one by its subject id, a foreign one by its name. A subject the report
 * already lists shows its name on both sides; a new one also its details (tax codes, or address,
 * city and country); one only the report lists is proposed '-' (removed).
 */
export function ContropartiReview({ payload, report }: ModuleSummaryProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const proposed = entriesOf(payload);
  const details = (e: Entry) =>
    isForeign(e) ? [e.indirizzo, e.comune, countryName(e.paese)] : [e.partitaIva ?? '', e.codiceFiscale];
  const rows: ChangeRow[] = [];
  for (const block of BLOCKS) {
    const label = t(`controparti.blocks.${block}`);
    const reported =
      (block === 'clients' ? report?.controparti?.top3Clienti : report?.controparti?.top3Fornitori) ?? [];
    const matched = new Set<ReportCounterpart>();
    proposed[block].forEach((entry, i) => {
      const known = reported.find((r) => !matched.has(r) && sameEntry(entry, r));
      if (known) matched.add(known);
      rows.push({
        key: `${block}-p${i}`,
        label,
        current: known ? norm(known.ragioneSociale) : '',
        proposed: known
          ? norm(entry.denominazione)
          : [norm(entry.denominazione), ...details(entry)].filter(Boolean).join(' · '),
      });
    });
    reported.forEach((r, i) => {
      if (!matched.has(r))
        rows.push({ key: `${block}-r${i}`, label, current: norm(r.ragioneSociale), proposed: '' });
    });
  }
  return <ChangeTable rows={rows} />;
}
