import type { ContropartiCommerciali, CounterpartEntry, ReportContent } from '@portal/domain';
import type { ModuleData } from '../../server-module.ts';

type Counterpart = NonNullable<ReportContent['controparti']>['top3Clienti'][number];
const norm = (text: string) => text.trim().toUpperCase();

/** A proposed counterpart as the report lists it: the report's own entry when it has this one. */
function toReportEntry(entry: CounterpartEntry, current: Counterpart[]): Counterpart {
  if (entry.isForeign) {
    const known = current.find(
      (c) => c.idSoggetto === null && norm(c.ragioneSociale) === norm(entry.denominazione),
    );
    return (
      known ?? { idSoggetto: null, ragioneSociale: entry.denominazione, pivaCf: null, paese: entry.paese }
    );
  }
  const known = current.find((c) => c.idSoggetto === entry.idSoggetto);
  return (
    known ?? {
      idSoggetto: entry.idSoggetto,
      ragioneSociale: entry.denominazione,
      pivaCf: entry.partitaIva ?? entry.codiceFiscale ?? null,
      paese: 'IT',
    }
  );
}

export function applyCounterparts(report: ReportContent, data: ModuleData): ReportContent {
  const d = data as ContropartiCommerciali;
  const current = report.controparti ?? { top3Clienti: [], top3Fornitori: [] };
  report.controparti = {
    top3Clienti: d.clients.map((c) => toReportEntry(c, current.top3Clienti)),
    top3Fornitori: d.suppliers.map((c) => toReportEntry(c, current.top3Fornitori)),
  };
  return report;
}
