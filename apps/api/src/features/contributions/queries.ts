import {
  type ContributionCount,
  type ContributionItem,
  type ContributionsResponse,
  DECIDED_STATES,
  hasInstances,
  isInProgress,
  MODULE_NAMES,
  MODULES,
  type ModuleInfoResponse,
  type ModuleName,
  STATE_FILTERS,
} from '@portal/domain';
import { type AnyColumn, and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords } from '../../db/schema.ts';
import { allRecords, type ModuleRecord } from './engine.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const byModule = <T>(make: (m: ModuleName) => T) =>
  Object.fromEntries(MODULE_NAMES.map((m) => [m, make(m)])) as Record<ModuleName, T>;
const wasSent = (r: ModuleRecord) => r.sentAt !== null;

/** Per module: the state now, the saved date, and the sent contributions (hub cards, spec part 1 §2.2). */
export async function moduleInfo(db: Db, subjectId: string): Promise<ModuleInfoResponse> {
  const records = await allRecords(db, subjectId);
  return byModule((m) => {
    const mine = records.filter((r) => r.module === m);
    const sent = mine.filter(wasSent).sort((a, b) => b.sentAt!.getTime() - a.sentAt!.getTime());
    const inProgress = mine.find((r) => isInProgress(r.state));
    const saved = mine.find((r) => r.state === 'SALVATO');
    // a module with instances (a contest per event) can have one saved beside others in
    // progress: the saved one is what the hub can send
    const current =
      (hasInstances(m) ? (saved ?? inProgress) : (inProgress ?? saved)) ??
      sent[0] ??
      mine.find((r) => r.state === 'IN_BOZZA');
    return {
      stato: current?.state ?? null,
      dataSalvataggio: iso(mine.find((r) => r.state === 'SALVATO')?.savedAt ?? null),
      dataUltimoInvio: iso(sent[0]?.sentAt ?? null),
      numeroInvii: sent.length,
      dataBozza: iso(mine.find((r) => r.state === 'IN_BOZZA')?.updatedAt ?? null),
    };
  });
}

/** A timestamp as the ISO text Date#toISOString gives (UTC, milliseconds), formatted by the database. */
const isoText = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const epochMs = (column: AnyColumn) => sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;
const DECIDED: readonly string[] = DECIDED_STATES;

/**
 * Current records per module (the open one first) and the decided history, oldest first.
 * A company can have thousands of records, so this reads only the columns of the answer, with the
 * dates already as ISO text (no Date per value), and sorts in memory by plain numbers: no
 * database sort of whole rows (which spills to disk at 10,000 records) and no full-row mapping.
 */
export async function contributions(db: Db, subjectId: string): Promise<ContributionsResponse> {
  const rows = await db
    .select({
      module: moduleRecords.module,
      state: moduleRecords.state,
      savedAt: isoText(moduleRecords.savedAt),
      sentAt: isoText(moduleRecords.sentAt),
      motivoRifiuto: moduleRecords.motivoRifiuto,
      blockId: moduleRecords.blockId,
      dueAt: isoText(moduleRecords.dueAt),
      data: moduleRecords.data,
      createdMs: epochMs(moduleRecords.createdAt),
      updatedMs: epochMs(moduleRecords.updatedAt),
      sentMs: epochMs(moduleRecords.sentAt),
    })
    .from(moduleRecords)
    .where(eq(moduleRecords.subjectId, subjectId));
  type Row = (typeof rows)[number];
  const moduli = byModule(() => [] as Row[]);
  const storico = byModule(() => [] as Row[]);
  for (const r of rows) {
    const bucket = (DECIDED.includes(r.state) ? storico : moduli)[r.module as ModuleName];
    bucket?.push(r);
  }
  // Ties keep the creation order, as the stable sort over records read by creation did.
  const item = (r: Row): ContributionItem => ({
    moduleName: r.module as ModuleName,
    stato: r.state,
    dataSalvataggio: r.savedAt,
    dataInvio: r.sentAt,
    motivoRifiuto: r.motivoRifiuto,
    blockId: r.blockId,
    dataScadenza: r.dueAt,
    dati: r.data,
  });
  return {
    moduli: byModule((m) =>
      moduli[m].sort((a, b) => b.updatedMs! - a.updatedMs! || a.createdMs! - b.createdMs!).map(item),
    ),
    storicoContribuzioni: byModule((m) =>
      storico[m].sort((a, b) => a.sentMs! - b.sentMs! || a.createdMs! - b.createdMs!).map(item),
    ),
  };
}

/**
 * The counter of accepted, pending and rejected contributions, counted by the database. A module
 * reviewed invoice by invoice counts its invoices (one accepted and two rejected invoices are one
 * accepted and two rejected contributions, as the company sees them decided).
 */
export async function contributionCount(db: Db, subjectId: string): Promise<ContributionCount> {
  const perInvoice = MODULES.filter((m) => m.review === 'perInvoice').map((m) => m.name);
  const count = (column: AnyColumn, states: readonly string[]) =>
    sql<number>`(count(*) FILTER (WHERE ${column} IN (${sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    )})))::int`;
  const counters = (column: AnyColumn) => ({
    accettate: count(column, STATE_FILTERS.accepted),
    inLavorazione: count(column, STATE_FILTERS.pending),
    rifiutate: count(column, STATE_FILTERS.rejected),
  });
  const [modules] = await db
    .select(counters(moduleRecords.state))
    .from(moduleRecords)
    .where(and(eq(moduleRecords.subjectId, subjectId), notInArray(moduleRecords.module, perInvoice)));
  const [invoices] = await db
    .select(counters(invoiceBlocks.state))
    .from(invoiceBlocks)
    .where(eq(invoiceBlocks.subjectId, subjectId));
  return {
    accettate: (modules?.accettate ?? 0) + (invoices?.accettate ?? 0),
    inLavorazione: (modules?.inLavorazione ?? 0) + (invoices?.inLavorazione ?? 0),
    rifiutate: (modules?.rifiutate ?? 0) + (invoices?.rifiutate ?? 0),
  };
}
