import {
  ACCEPT_DISABLED_MODULES,
  type Invoice,
  MODULES,
  type ModuleState,
  type PaymentExperiences,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceBlocks, moduleRecords, moduleRecordTransitions, notifications } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { isLegalReviewTransition, type ModuleRecord, type Tx } from '../contributions/engine.ts';
import { applyAccepted } from './apply-to-profile.ts';

export const REVIEW_MESSAGES = {
  unknownBlock: 'Contribuzione non trovata.',
  illegal: (from: string, to: string) => `Passaggio di stato non consentito: da ${from} a ${to}.`,
  reasonRequired: 'Il motivo del rifiuto è obbligatorio.',
  acceptDisabled: 'Le esperienze di pagamento si accettano fattura per fattura.',
} as const;

const title = (module: string) => MODULES.find((m) => m.name === module)?.name ?? module;
const LABELS: Record<string, string> = {
  anagrafica: 'Anagrafica',
  management: 'Management',
  profiloOperativo: 'Profilo operativo',
  contropartiCommerciali: 'Controparti commerciali',
  situazioneEcoFin: 'Situazione economico-finanziaria',
  esperienzaPagamento: 'Esperienze di pagamento',
  altriDocumenti: 'Altri documenti',
};

async function notifyOutcome(
  tx: Tx,
  record: ModuleRecord,
  outcome: 'APPROVATO' | 'NON_APPROVATO',
  what: string,
  reason?: string,
) {
  await tx.insert(notifications).values({
    subjectId: record.subjectId,
    cdRichiesta: `E${record.subjectId}`,
    idConsegna: `${record.id.slice(0, 8)}-${Date.now().toString(36)}`,
    data: new Date(),
    visto: false,
    descrizioneEvento:
      outcome === 'APPROVATO'
        ? `Contribuzione "${what}" accettata: i nuovi dati sono sul tuo profilo.`
        : `Contribuzione "${what}" rifiutata. Motivo: ${reason}`,
    tipoSeveritaEvento: outcome === 'APPROVATO' ? 'P' : 'A',
  });
}

function checkTransition(from: ModuleState, to: ModuleState, reason: string | undefined) {
  if (!isLegalReviewTransition(from, to)) throw conflict(REVIEW_MESSAGES.illegal(from, to));
  if (to === 'NON_APPROVATO' && !reason) throw badRequest(REVIEW_MESSAGES.reasonRequired);
}

/**
 * An analyst's decision on a review block (a module contribution, or one invoice). The block row
 * is locked and its current state checked inside the transaction, so of two analysts deciding
 * the same block at once exactly one succeeds; the other gets 409.
 */
export async function changeBlockState(
  db: Db,
  input: { blockId: string; to: ModuleState; reason?: string | undefined; adminUserId: string },
) {
  return db.transaction(async (tx) => {
    const reason = input.reason?.trim() || undefined;
    const [invoice] = await tx
      .select()
      .from(invoiceBlocks)
      .where(eq(invoiceBlocks.blockId, input.blockId))
      .for('update');
    if (invoice) {
      checkTransition(invoice.state, input.to, reason);
      const decided = input.to === 'APPROVATO' || input.to === 'NON_APPROVATO';
      await tx
        .update(invoiceBlocks)
        .set({
          state: input.to as typeof invoice.state,
          motivoRifiuto: input.to === 'NON_APPROVATO' ? reason! : null,
          ...(decided ? { decidedAt: new Date(), decidedBy: input.adminUserId } : {}),
        })
        .where(eq(invoiceBlocks.blockId, invoice.blockId));
      const [record] = await tx
        .select()
        .from(moduleRecords)
        .where(eq(moduleRecords.id, invoice.recordId))
        .for('update');
      await settleInvoiceRecord(tx, record!, input.adminUserId);
      if (decided) {
        const what = `Esperienze di pagamento, fattura ${invoice.numeroFattura}`;
        await notifyOutcome(tx, record!, input.to as 'APPROVATO', what, reason);
        if (input.to === 'APPROVATO') {
          const data = record!.data as { fornitori: { fatture: (Invoice & { blockId?: string })[] }[] };
          const accepted = data.fornitori
            .flatMap((f) => f.fatture)
            .filter((f) => f.blockId === invoice.blockId);
          await applyAccepted(tx, record!, accepted);
        }
      }
      return { subjectId: invoice.subjectId };
    }
    const [record] = await tx
      .select()
      .from(moduleRecords)
      .where(eq(moduleRecords.blockId, input.blockId))
      .for('update');
    if (!record) throw notFound(REVIEW_MESSAGES.unknownBlock);
    if ((ACCEPT_DISABLED_MODULES as readonly string[]).includes(record.module))
      throw conflict(REVIEW_MESSAGES.acceptDisabled);
    checkTransition(record.state, input.to, reason);
    const now = new Date();
    const decided = input.to === 'APPROVATO' || input.to === 'NON_APPROVATO';
    await tx
      .update(moduleRecords)
      .set({
        state: input.to,
        motivoRifiuto: input.to === 'NON_APPROVATO' ? reason! : null,
        version: record.version + 1,
        updatedAt: now,
        ...(decided ? { decidedAt: now } : {}),
      })
      .where(eq(moduleRecords.id, record.id));
    await tx.insert(moduleRecordTransitions).values({
      recordId: record.id,
      fromState: record.state,
      toState: input.to,
      actorUserId: input.adminUserId,
      reason: reason ?? null,
    });
    if (decided)
      await notifyOutcome(
        tx,
        record,
        input.to as 'APPROVATO',
        LABELS[record.module] ?? title(record.module),
        reason,
      );
    if (input.to === 'APPROVATO') await applyAccepted(tx, record);
    return { subjectId: record.subjectId };
  });
}

/** A payment-experiences record follows its invoices: in processing while any is, decided when all are. */
async function settleInvoiceRecord(tx: Tx, record: ModuleRecord, actor: string) {
  const blocks = await tx.select().from(invoiceBlocks).where(eq(invoiceBlocks.recordId, record.id));
  const states = blocks.map((b) => b.state);
  const open = states.filter((s) => s === 'IN_ATTESA_LAVORAZIONE' || s === 'IN_LAVORAZIONE');
  const next: ModuleState =
    open.length > 0
      ? states.includes('IN_LAVORAZIONE') || states.some((s) => s === 'APPROVATO' || s === 'NON_APPROVATO')
        ? 'IN_LAVORAZIONE'
        : 'IN_ATTESA_LAVORAZIONE'
      : states.includes('APPROVATO')
        ? 'APPROVATO'
        : 'NON_APPROVATO';
  if (next === record.state) return;
  const now = new Date();
  await tx
    .update(moduleRecords)
    .set({
      state: next,
      version: record.version + 1,
      updatedAt: now,
      ...(open.length === 0 ? { decidedAt: now } : {}),
      motivoRifiuto: next === 'NON_APPROVATO' ? 'Tutte le fatture sono state rifiutate.' : null,
    })
    .where(eq(moduleRecords.id, record.id));
  await tx
    .insert(moduleRecordTransitions)
    .values({ recordId: record.id, fromState: record.state, toState: next, actorUserId: actor });
}
