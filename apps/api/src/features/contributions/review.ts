import {
  type BlockState,
  canMove,
  isDecided,
  isReviewedPerInvoice,
  type ModuleState,
  moduleLabel,
  type PaymentExperiences,
  settledState,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/index.ts';
import { InvalidReportError } from '../reports/index.ts';
import { applyAccepted } from './apply.ts';
import { type Actor, MESSAGES, type ModuleRecord, move } from './engine.ts';

export const REVIEW_MESSAGES = {
  unknownBlock: 'Contribuzione non trovata.',
  reasonRequired: 'Il motivo del rifiuto è obbligatorio.',
  acceptDisabled: 'Le esperienze di pagamento si accettano fattura per fattura.',
  notApplicable:
    'La contribuzione non può essere applicata al report: la decisione non è stata registrata. Il problema è stato segnalato.',
} as const;

type Invoice = typeof invoiceBlocks.$inferSelect;
type Decision = { blockId: string; to: ModuleState; reason: string | undefined; analyst: Actor };

function checkDecision(from: ModuleState, to: ModuleState, reason: string | undefined) {
  if (!canMove(from, to, 'analyst')) throw conflict(MESSAGES.illegal(from, to));
  if (to === 'NON_APPROVATO' && !reason) throw badRequest(REVIEW_MESSAGES.reasonRequired);
}

async function notifyOutcome(tx: Tx, subjectId: string, to: ModuleState, what: string, reason?: string) {
  if (!isDecided(to)) return;
  await notify(tx, {
    subjectId,
    descrizioneEvento:
      to === 'APPROVATO'
        ? `Contribuzione "${what}" accettata: i nuovi dati sono sul tuo profilo.`
        : `Contribuzione "${what}" rifiutata. Motivo: ${reason}`,
    tipoSeveritaEvento: to === 'APPROVATO' ? 'P' : 'A',
  });
}

/** The contribution data reduced to one accepted invoice (what per-invoice acceptance applies). */
function onlyInvoice(data: Record<string, unknown>, blockId: string): PaymentExperiences {
  const { fornitori } = data as PaymentExperiences & { fornitori: { fatture: { blockId?: string }[] }[] };
  return {
    fornitori: fornitori
      .map((f) => ({
        ...f,
        fatture: f.fatture.filter((i) => (i as { blockId?: string }).blockId === blockId),
      }))
      .filter((f) => f.fatture.length > 0),
  } as PaymentExperiences;
}

/** One invoice of a payment-experiences contribution; its record then follows its invoices. */
async function decideInvoice(tx: Tx, invoice: Invoice, d: Decision) {
  checkDecision(invoice.state, d.to, d.reason);
  const decided = isDecided(d.to);
  await tx
    .update(invoiceBlocks)
    .set({
      state: d.to as BlockState,
      motivoRifiuto: d.to === 'NON_APPROVATO' ? d.reason! : null,
      ...(decided ? { decidedAt: new Date(), decidedBy: d.analyst.userId } : {}),
    })
    .where(eq(invoiceBlocks.blockId, invoice.blockId));
  const [record] = await tx
    .select()
    .from(moduleRecords)
    .where(eq(moduleRecords.id, invoice.recordId))
    .for('update');
  const blocks = await tx
    .select({ state: invoiceBlocks.state })
    .from(invoiceBlocks)
    .where(eq(invoiceBlocks.recordId, record!.id));
  const next = settledState(blocks.map((b) => b.state));
  if (next !== record!.state) {
    const rejectedAll = next === 'NON_APPROVATO';
    await move(tx, {
      record: record!,
      to: next,
      by: 'analyst',
      actor: d.analyst,
      set: { motivoRifiuto: rejectedAll ? 'Tutte le fatture sono state rifiutate.' : null },
    });
  }
  const what = `${moduleLabel('esperienzaPagamento')}, fattura ${invoice.numeroFattura}`;
  await notifyOutcome(tx, invoice.subjectId, d.to, what, d.reason);
  if (d.to === 'APPROVATO')
    await applyAccepted(
      tx,
      invoice.subjectId,
      'esperienzaPagamento',
      onlyInvoice(record!.data, invoice.blockId),
    );
}

async function decideModule(tx: Tx, record: ModuleRecord, d: Decision) {
  const { module } = record;
  if (isReviewedPerInvoice(module)) throw conflict(REVIEW_MESSAGES.acceptDisabled);
  checkDecision(record.state, d.to, d.reason);
  await move(tx, {
    record,
    to: d.to,
    by: 'analyst',
    actor: d.analyst,
    set: { motivoRifiuto: d.to === 'NON_APPROVATO' ? d.reason! : null },
    reason: d.reason,
  });
  await notifyOutcome(tx, record.subjectId, d.to, moduleLabel(module), d.reason);
  if (d.to === 'APPROVATO') await applyAccepted(tx, record.subjectId, module, record.data);
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
    reason?: string | undefined;
    analyst: Actor;
    log: FastifyBaseLogger;
  },
): Promise<{ subjectId: string }> {
  const decision: Decision = { ...input, reason: input.reason?.trim() || undefined };
  try {
    return await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoiceBlocks)
        .where(eq(invoiceBlocks.blockId, input.blockId))
        .for('update');
      if (invoice) {
        await decideInvoice(tx, invoice, decision);
        return { subjectId: invoice.subjectId };
      }
      const [record] = await tx
        .select()
        .from(moduleRecords)
        .where(eq(moduleRecords.blockId, input.blockId))
        .for('update');
      if (!record) throw notFound(REVIEW_MESSAGES.unknownBlock);
      await decideModule(tx, record, decision);
      return { subjectId: record.subjectId };
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
