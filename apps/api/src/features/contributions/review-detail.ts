import { COMPANY_STATES, isInProgress, type PaymentExperiences, type ReviewDetail } from '@portal/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords, moduleRecordTransitions, users } from '../../db/schema.ts';
import { describeFiles } from '../files/index.ts';
import { latestDelivery } from '../reports/index.ts';
import type { ModuleRecord } from './engine.ts';
import { actedForCompany } from './four-eyes.ts';
import { queueItem, withEvent } from './queue.ts';
import { serverModule } from './registry.ts';

/** The company's moves before sending: a sent invoice's own history starts with its block. */
const PREPARED = COMPANY_STATES.filter((s) => !isInProgress(s));

/** The contribution data reduced to one invoice (an invoice block is decided alone). */
export function onlyInvoice(data: Record<string, unknown>, blockId: string): PaymentExperiences {
  type Sent = PaymentExperiences['fornitori'][number]['fatture'][number] & { blockId?: string };
  const { fornitori } = data as PaymentExperiences;
  return {
    fornitori: fornitori
      .map((f) => ({ ...f, fatture: f.fatture.filter((i: Sent) => i.blockId === blockId) }))
      .filter((f) => f.fatture.length > 0),
  };
}

/** The record a block belongs to and the data the block is about. */
export async function blockRecord(db: Executor, blockId: string) {
  const [invoice] = await db.select().from(invoiceBlocks).where(eq(invoiceBlocks.blockId, blockId));
  const [record] = invoice
    ? await db.select().from(moduleRecords).where(eq(moduleRecords.id, invoice.recordId))
    : await db.select().from(moduleRecords).where(eq(moduleRecords.blockId, blockId));
  if (!record) return null;
  return {
    record,
    data: invoice ? (onlyInvoice(record.data, blockId) as Record<string, unknown>) : record.data,
  };
}

/**
 * Who did what: a module block's record moves; for an invoice block, how the company prepared the
 * record and then that invoice's own moves (not its siblings', nor the record following them).
 */
async function history(db: Executor, record: ModuleRecord, invoiceBlock: string | null) {
  const { blockId: lineBlock, toState } = moduleRecordTransitions;
  const lines = invoiceBlock
    ? or(and(isNull(lineBlock), inArray(toState, PREPARED)), eq(lineBlock, invoiceBlock))
    : isNull(lineBlock);
  const rows = await db
    .select({ t: moduleRecordTransitions, nome: users.nome, cognome: users.cognome, isAdmin: users.isAdmin })
    .from(moduleRecordTransitions)
    .innerJoin(users, eq(users.id, moduleRecordTransitions.actorUserId))
    .where(and(eq(moduleRecordTransitions.recordId, record.id), lines))
    .orderBy(asc(moduleRecordTransitions.at), asc(moduleRecordTransitions.id));
  type Entry = ReviewDetail['history'][number];
  return rows
    .filter(({ t }) => t.fromState !== t.toState && t.toState !== null)
    .map(({ t, nome, cognome, isAdmin }) => ({
      from: t.fromState as Entry['from'],
      to: t.toState as Entry['to'],
      by: { userId: t.actorUserId, name: `${nome} ${cognome}`.trim(), isAnalyst: isAdmin },
      at: t.at.toISOString(),
      reason: t.reason,
    }));
}

/** Everything one decision needs: the block, what it proposes, the report today, who did what, the files. */
export async function reviewDetail(
  db: Executor,
  blockId: string,
  analystId: string,
): Promise<ReviewDetail | null> {
  const [item, found] = await Promise.all([queueItem(db, blockId), blockRecord(db, blockId)]);
  if (!item || !found) return null;
  const { record, data } = found;
  const latest = await latestDelivery(db, record.subjectId, 'report');
  const def = serverModule(record.module);
  const files = await describeFiles(db, record.subjectId, def.fileKeys(data));
  return {
    item: withEvent(item, data, latest?.content ?? null),
    data,
    report: latest
      ? {
          ...latest.content,
          cdRichiesta: latest.cdRichiesta,
          idConsegna: latest.idConsegna,
          dataEvasione: latest.deliveredAt.toISOString(),
        }
      : null,
    history: await history(db, record, item.invoice ? blockId : null),
    files,
    canDecide: isInProgress(item.state) && !(await actedForCompany(db, record.id, analystId)),
    supplierConfirmations:
      item.invoice && def.supplierConfirmations
        ? await def.supplierConfirmations(db, record.subjectId, blockId)
        : [],
  };
}
