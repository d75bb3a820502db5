import {
  type ContributionCount,
  type ContributionItem,
  type ContributionsResponse,
  MODULE_NAMES,
  type ModuleInfoResponse,
  type ModuleName,
  STATE_FILTERS,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { allRecords, type ModuleRecord } from './engine.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const byModule = <T>(make: (m: ModuleName) => T) =>
  Object.fromEntries(MODULE_NAMES.map((m) => [m, make(m)])) as Record<ModuleName, T>;
const wasSent = (r: ModuleRecord) => r.sentAt !== null;

export function toItem(r: ModuleRecord): ContributionItem {
  return {
    moduleName: r.module as ModuleName,
    stato: r.state,
    dataSalvataggio: iso(r.savedAt),
    dataInvio: iso(r.sentAt),
    motivoRifiuto: r.motivoRifiuto,
    blockId: r.blockId,
    dati: r.data,
  };
}

/** Per module: the state now, the saved date, and the sent contributions (hub cards, spec part 1 §2.2). */
export async function moduleInfo(db: Db, subjectId: string): Promise<ModuleInfoResponse> {
  const records = await allRecords(db, subjectId);
  return byModule((m) => {
    const mine = records.filter((r) => r.module === m);
    const sent = mine.filter(wasSent).sort((a, b) => b.sentAt!.getTime() - a.sentAt!.getTime());
    const current =
      mine.find((r) => r.state === 'IN_ATTESA_LAVORAZIONE' || r.state === 'IN_LAVORAZIONE') ??
      mine.find((r) => r.state === 'SALVATO') ??
      sent[0] ??
      mine.find((r) => r.state === 'IN_BOZZA');
    return {
      stato: current?.state ?? null,
      dataSalvataggio: iso(mine.find((r) => r.state === 'SALVATO')?.savedAt ?? null),
      dataUltimoInvio: iso(sent[0]?.sentAt ?? null),
      numeroInvii: sent.length,
    };
  });
}

/** Current records per module (the open one first) and the decided history, oldest first. */
export async function contributions(db: Db, subjectId: string): Promise<ContributionsResponse> {
  const records = await allRecords(db, subjectId);
  const decided = (r: ModuleRecord) => r.state === 'APPROVATO' || r.state === 'NON_APPROVATO';
  return {
    moduli: byModule((m) =>
      records
        .filter((r) => r.module === m && !decided(r))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .map(toItem),
    ),
    storicoContribuzioni: byModule((m) =>
      records
        .filter((r) => r.module === m && decided(r))
        .sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime())
        .map(toItem),
    ),
  };
}

export async function contributionCount(db: Db, subjectId: string): Promise<ContributionCount> {
  const records = await allRecords(db, subjectId);
  const count = (states: readonly string[]) => records.filter((r) => states.includes(r.state)).length;
  return {
    accettate: count(STATE_FILTERS.accepted),
    inLavorazione: count(STATE_FILTERS.pending),
    rifiutate: count(STATE_FILTERS.rejected),
  };
}
