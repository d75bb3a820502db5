import {
  type BlockState,
  canMove,
  composeRejection,
  isDecided,
  isReviewedPerInvoice,
  type ModuleName,
  type ModuleState,
  type Movable,
  moduleLabel,
  settledState,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { noticeText, notify } from '../notifications/index.ts';
import { appendDecision } from '../provider/index.ts';
import { InvalidReportError } from '../reports/index.ts';
import { applyAccepted } from './apply.ts';
import { type Actor, type InvoiceBlock, MESSAGES, type ModuleRecord, move, moveBlock } from './engine.ts';
import { requireOtherEyes } from './four-eyes.ts';
import { serverModule } from './registry.ts';
import { onlyInvoice } from './review-detail.ts';

export const REVIEW_MESSAGES = {
  unknownBlock: 'Contribuzione non trovata.',
  reasonRequired: 'Il motivo del rifiuto è obbligatorio.',
  acceptDisabled: 'Questo modulo si accetta fattura per fattura.',
  notApplicable:
    'La contribuzione non può essere applicata al report: la decisione non è stata registrata. Il problema è stato segnalato.',
} as const;

/** The record's reason when every one of its invoices was rejected (each has its own). */
const ALL_INVOICES_REJECTED = 'Tutte le fatture sono state rifiutate.';

type Decision = {
  blockId: string;
  to: ModuleState;
  /** The analyst's words, and the catalogue's reason code. */
  text: string | undefined;
  reasonCode: string | undefined;
  analyst: Actor;
};

/** Checks the move and returns the reason the company will read (only for a rejection). */
function checkDecision(module: ModuleName, from: ModuleState, d: Decision, of: Movable): string | undefined {
  if (!canMove(from, d.to, 'analyst', of)) throw conflict(MESSAGES.illegal(from, d.to));
  if (d.to !== 'NON_APPROVATO') return undefined;
  const composed = composeRejection(module, d.reasonCode, d.text);
  if (!composed.ok) throw badRequest(composed.message);
  if (!composed.reason) throw badRequest(REVIEW_MESSAGES.reasonRequired);
  return composed.reason;
}

async function notifyOutcome(tx: Tx, subjectId: string, to: ModuleState, what: string, reason?: string) {
  if (!isDecided(to)) return;
  await notify(tx, {
    subjectId,
    descrizioneEvento:
      to === 'APPROVATO'
        ? noticeText('accepted', { what })
        : noticeText('rejected', { what, reason: reason ?? '' }),
    tipoSeveritaEvento: to === 'APPROVATO' ? 'P' : 'A',
  });
}

/** What a decision decided, for the e-mail that tells the company after the commit. */
export type Outcome = {
  subjectId: string;
  module: ModuleName;
  to: ModuleState;
  reason: string | undefined;
  numeroFattura?: string;
};

/** One invoice of a contribution reviewed invoice by invoice; its record then follows its invoices. */
async function decideInvoice(tx: Tx, invoice: InvoiceBlock, d: Decision): Promise<Outcome> {
  const [record] = (await tx
    .select()
    .from(moduleRecords)
    .where(eq(moduleRecords.id, invoice.recordId))
    .for('update')) as [ModuleRecord];
  const { module } = record;
  const reason = checkDecision(module, invoice.state, d, 'block');
  await requireOtherEyes(tx, invoice.recordId, d.analyst.userId);
  await moveBlock(tx, { block: invoice, ...analystMove(d, reason), to: d.to as BlockState });
  const blocks = await tx
    .select({ state: invoiceBlocks.state })
    .from(invoiceBlocks)
    .where(eq(invoiceBlocks.recordId, record.id));
  const next = settledState(blocks.map((b) => b.state));
  if (next !== record.state) {
    const rejectedAll = next === 'NON_APPROVATO';
    await move(tx, {
      record,
      to: next,
      by: 'analyst',
      actor: d.analyst,
      set: { motivoRifiuto: rejectedAll ? ALL_INVOICES_REJECTED : null },
    });
  }
  const what = noticeText('invoice', { module: moduleLabel(module), numero: invoice.numeroFattura });
  await notifyOutcome(tx, invoice.subjectId, d.to, what, reason);
  const data = onlyInvoice(record.data, invoice.blockId);
  await applyAndPublish(
    tx,
    { module, subjectId: invoice.subjectId, blockId: invoice.blockId, data },
    d,
    reason,
  );
  return { subjectId: invoice.subjectId, module, to: d.to, reason, numeroFattura: invoice.numeroFattura };
}

/** The move an analyst's decision makes, with the reason and who took it into processing. */
const analystMove = (d: Decision, reason: string | undefined) => ({
  to: d.to,
  by: 'analyst' as const,
  actor: d.analyst,
  set: {
    motivoRifiuto: reason ?? null,
    ...(d.to === 'IN_LAVORAZIONE' ? { takenBy: d.analyst.userId } : {}),
  },
  reason,
});

/** An acceptance goes into the report; every decision goes to the provider's events. */
async function applyAndPublish(
  tx: Tx,
  block: { module: ModuleName; subjectId: string; blockId: string; data: Record<string, unknown> },
  d: Decision,
  reason: string | undefined,
) {
  const { module, subjectId, blockId, data } = block;
  if (d.to === 'APPROVATO') await applyAccepted(tx, subjectId, module, data);
  if (!isDecided(d.to)) return;
  const fileKeys = serverModule(module).fileKeys(data);
  const event = { outcome: d.to, module, subjectId, blockId, reason };
  await appendDecision(tx, { ...event, contribution: data, fileKeys, analystUserId: d.analyst.userId });
}

async function decideModule(tx: Tx, record: ModuleRecord, d: Decision): Promise<Outcome> {
  const { module } = record;
  if (isReviewedPerInvoice(module)) throw conflict(REVIEW_MESSAGES.acceptDisabled);
  const reason = checkDecision(module, record.state, d, 'record');
  await requireOtherEyes(tx, record.id, d.analyst.userId);
  await move(tx, { record, ...analystMove(d, reason) });
  await notifyOutcome(tx, record.subjectId, d.to, moduleLabel(module), reason);
  const { subjectId, blockId, data } = record;
  await applyAndPublish(tx, { module, subjectId, blockId: blockId!, data }, d, reason);
  return { subjectId: record.subjectId, module, to: d.to, reason };
}

/**
 * An analyst's decision on a review block (a module contribution, or one invoice). The block is
 * locked and its state checked inside the transaction, so of two analysts deciding the same block
 * at once exactly one succeeds; the other gets 409. An acceptance whose report would not be valid
 * is taken back whole.
 */
export async function decide(
  db: Db,
  input: {
    blockId: string;
    to: ModuleState;
    text?: string | undefined;
    reasonCode?: string | undefined;
    analyst: Actor;
    log: FastifyBaseLogger;
  },
): Promise<Outcome> {
  const decision: Decision = { ...input, text: input.text, reasonCode: input.reasonCode };
  try {
    return await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoiceBlocks)
        .where(eq(invoiceBlocks.blockId, input.blockId))
        .for('update');
      if (invoice) return decideInvoice(tx, invoice, decision);
      const [record] = await tx
        .select()
        .from(moduleRecords)
        .where(eq(moduleRecords.blockId, input.blockId))
        .for('update');
      if (!record) throw notFound(REVIEW_MESSAGES.unknownBlock);
      return decideModule(tx, record, decision);
    });
  } catch (e) {
    if (!(e instanceof InvalidReportError)) throw e;
    input.log.error(
      { blockId: input.blockId, issues: e.issues },
      'accepted contribution yields an invalid report',
    );
    throw new HttpError(500, REVIEW_MESSAGES.notApplicable);
  }
}
