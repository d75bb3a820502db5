import { isDecided, type ModuleName, type ModuleState, PER_INVOICE_MODULES } from '@portal/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords, moduleRecordTransitions } from '../../db/schema.ts';
import { serverModule } from './registry.ts';
import { onlyInvoice } from './review-detail.ts';

/** Module records decided as a whole: those of the modules reviewed invoice by invoice are not blocks. */
const notPerInvoice = PER_INVOICE_MODULES.length
  ? sql`AND module NOT IN (${sql.join(
      PER_INVOICE_MODULES.map((m) => sql`${m}`),
      sql`, `,
    )})`
  : sql``;

/** A review block as the provider reads it back: its data, files and decision (see the machine API). */
export type BlockView = {
  blockId: string;
  module: ModuleName;
  subjectId: string;
  state: ModuleState;
  submittedAt: string | null;
  contribution: Record<string, unknown>;
  fileKeys: string[];
  decision: {
    outcome: 'APPROVATO' | 'NON_APPROVATO';
    reason: string | null;
    analyst: { userId: string | null };
    decidedAt: string;
  } | null;
};

export type BlockFilter = {
  subjectId?: string | undefined;
  module?: ModuleName | undefined;
  state?: ModuleState | undefined;
};

/**
 * Review blocks in blockId order after `after`: one per sent module contribution, one per invoice
 * of a module reviewed invoice by invoice (as decisions are made and events sent).
 */
export async function listBlocks(
  db: Executor,
  after: string | undefined,
  limit: number,
  f: BlockFilter = {},
) {
  const perInvoice = f.module === undefined || PER_INVOICE_MODULES.includes(f.module);
  const perModule = f.module === undefined || !PER_INVOICE_MODULES.includes(f.module);
  const parts = [];
  if (perModule)
    parts.push(sql`SELECT block_id FROM module_records WHERE block_id IS NOT NULL
      ${notPerInvoice}
      ${f.module ? sql`AND module = ${f.module}` : sql``}
      ${f.subjectId ? sql`AND subject_id = ${f.subjectId}` : sql``}
      ${f.state ? sql`AND state = ${f.state}` : sql``}
      ${after ? sql`AND block_id > ${after}::uuid` : sql``}`);
  if (perInvoice)
    parts.push(sql`SELECT i.block_id FROM invoice_blocks i WHERE TRUE
      ${f.module ? sql`AND EXISTS (SELECT 1 FROM module_records r WHERE r.id = i.record_id AND r.module = ${f.module})` : sql``}
      ${f.subjectId ? sql`AND subject_id = ${f.subjectId}` : sql``}
      ${f.state ? sql`AND state = ${f.state}` : sql``}
      ${after ? sql`AND block_id > ${after}::uuid` : sql``}`);
  const result = await db.execute(
    sql`SELECT block_id FROM (${sql.join(parts, sql` UNION ALL `)}) b ORDER BY block_id LIMIT ${limit + 1}`,
  );
  const ids = (result as unknown as { rows: { block_id: string }[] }).rows.map((r) => String(r.block_id));
  const page = ids.slice(0, limit);
  const views = await blockViews(db, page);
  return {
    items: page.flatMap((id) => views.get(id) ?? []),
    nextCursor: ids.length > limit ? page.at(-1)! : null,
  };
}

export async function findBlock(db: Executor, blockId: string): Promise<BlockView | null> {
  return (await blockViews(db, [blockId])).get(blockId) ?? null;
}

async function blockViews(db: Executor, ids: string[]): Promise<Map<string, BlockView>> {
  const views = new Map<string, BlockView>();
  if (ids.length === 0) return views;
  const invoices = await db.select().from(invoiceBlocks).where(inArray(invoiceBlocks.blockId, ids));
  const recordIds = invoices.map((i) => i.recordId);
  const records = await db
    .select()
    .from(moduleRecords)
    .where(
      recordIds.length
        ? sql`${inArray(moduleRecords.blockId, ids)} OR ${inArray(moduleRecords.id, recordIds)}`
        : inArray(moduleRecords.blockId, ids),
    );
  for (const r of records) {
    if (!r.blockId || !ids.includes(r.blockId) || PER_INVOICE_MODULES.includes(r.module)) continue;
    views.set(r.blockId, {
      blockId: r.blockId,
      module: r.module,
      subjectId: r.subjectId,
      state: r.state,
      submittedAt: r.sentAt?.toISOString() ?? null,
      contribution: r.data,
      fileKeys: serverModule(r.module).fileKeys(r.data),
      decision:
        isDecided(r.state) && r.decidedAt
          ? {
              outcome: r.state as 'APPROVATO' | 'NON_APPROVATO',
              reason: r.motivoRifiuto,
              analyst: { userId: await decidedBy(db, r.id, r.state) },
              decidedAt: r.decidedAt.toISOString(),
            }
          : null,
    });
  }
  for (const i of invoices) {
    const record = records.find((r) => r.id === i.recordId);
    if (!record) continue;
    const data = onlyInvoice(record.data, i.blockId) as unknown as Record<string, unknown>;
    views.set(i.blockId, {
      blockId: i.blockId,
      module: record.module,
      subjectId: i.subjectId,
      state: i.state,
      submittedAt: record.sentAt?.toISOString() ?? i.createdAt.toISOString(),
      contribution: data,
      fileKeys: serverModule(record.module).fileKeys(data),
      decision:
        isDecided(i.state) && i.decidedAt
          ? {
              outcome: i.state as 'APPROVATO' | 'NON_APPROVATO',
              reason: i.motivoRifiuto,
              analyst: { userId: i.decidedBy },
              decidedAt: i.decidedAt.toISOString(),
            }
          : null,
    });
  }
  return views;
}

async function decidedBy(db: Executor, recordId: string, state: ModuleState) {
  const [t] = await db
    .select({ actor: moduleRecordTransitions.actorUserId })
    .from(moduleRecordTransitions)
    .where(and(eq(moduleRecordTransitions.recordId, recordId), eq(moduleRecordTransitions.toState, state)))
    .orderBy(desc(moduleRecordTransitions.at))
    .limit(1);
  return t?.actor ?? null;
}
