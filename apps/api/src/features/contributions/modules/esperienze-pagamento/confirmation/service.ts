import {
  CONFIRMATION_DAYS,
  CONFIRMATION_MESSAGES,
  type Confirmation,
  isOwnDomain,
  type PaymentExperiences,
  type SupplierAnswerInput,
} from '@portal/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../../../../auth/tokens.ts';
import type { Db } from '../../../../../db/client.ts';
import {
  invoiceBlocks,
  moduleRecords,
  subjects,
  supplierConfirmations,
  users,
} from '../../../../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../../../../http/errors.ts';
import type { Mailer } from '../../../../mail/index.ts';
import { appendEvent } from '../../../../provider/index.ts';
import { supplierMail } from './mail.ts';

type Row = typeof supplierConfirmations.$inferSelect;

const view = (r: Row): Confirmation => ({
  blockId: r.blockId,
  email: r.email,
  selfProvided: r.selfProvided,
  requestedAt: r.requestedAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  answer: r.answer,
  answeredAt: r.answeredAt?.toISOString() ?? null,
  correctedPaymentDate: r.correctedPaymentDate,
  correctedAmount: r.correctedAmount,
  reason: r.reason,
});

type SentInvoice = PaymentExperiences['fornitori'][number]['fatture'][number] & {
  blockId?: string;
  origine?: { emailFornitore?: string };
};

/** The invoice of a block as the company sent it, with its supplier and the company's name. */
async function invoiceOf(db: Db, blockId: string, subjectId?: string) {
  const [row] = await db
    .select({ block: invoiceBlocks, data: moduleRecords.data, company: subjects.denominazione })
    .from(invoiceBlocks)
    .innerJoin(moduleRecords, eq(moduleRecords.id, invoiceBlocks.recordId))
    .innerJoin(subjects, eq(subjects.id, invoiceBlocks.subjectId))
    .where(
      and(eq(invoiceBlocks.blockId, blockId), subjectId ? eq(invoiceBlocks.subjectId, subjectId) : undefined),
    );
  if (!row) return null;
  for (const supplier of (row.data as PaymentExperiences).fornitori)
    for (const invoice of supplier.fatture as SentInvoice[])
      if (invoice.blockId === blockId) return { block: row.block, company: row.company, supplier, invoice };
  return null;
}

/** What the company's own domains are taken from: its users' e-mail addresses and its website. */
async function companyDomains(db: Db, subjectId: string) {
  const addresses = await db.select({ email: users.email }).from(users).where(eq(users.subjectId, subjectId));
  const [subject] = await db
    .select({ site: subjects.sitoInternet })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return {
    emails: addresses.flatMap((a) => (a.email ? [a.email] : [])),
    sites: subject?.site ? [subject.site] : [],
  };
}

/**
 * The company asks the supplier of one of its sent invoices to confirm it: a single-use link,
 * valid CONFIRMATION_DAYS days, goes by e-mail to the supplier's address — the e-invoice's contact,
 * else one the company typed (flagged as self-provided), never one of the company's own domains.
 */
export async function requestConfirmation(
  db: Db,
  mailer: Mailer,
  input: { subjectId: string; blockId: string; email?: string | undefined; userId: string; origin: string },
): Promise<Confirmation> {
  const found = await invoiceOf(db, input.blockId, input.subjectId);
  if (!found) throw notFound(CONFIRMATION_MESSAGES.notFound);
  const email = input.email ?? found.invoice.origine?.emailFornitore;
  if (!email) throw badRequest(CONFIRMATION_MESSAGES.emailNeeded);
  if (isOwnDomain(email, await companyDomains(db, input.subjectId)))
    throw badRequest(CONFIRMATION_MESSAGES.ownDomain);
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    // One open request per invoice: the invoice's row serialises two requests made at once.
    await tx.select().from(invoiceBlocks).where(eq(invoiceBlocks.blockId, input.blockId)).for('update');
    const [open] = await tx
      .select({ id: supplierConfirmations.id })
      .from(supplierConfirmations)
      .where(
        and(
          eq(supplierConfirmations.blockId, input.blockId),
          isNull(supplierConfirmations.answeredAt),
          gt(supplierConfirmations.expiresAt, new Date()),
        ),
      );
    if (open) throw conflict(CONFIRMATION_MESSAGES.pending);
    const [inserted] = await tx
      .insert(supplierConfirmations)
      .values({
        blockId: input.blockId,
        subjectId: input.subjectId,
        email,
        selfProvided: input.email !== undefined,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000),
        requestedBy: input.userId,
      })
      .returning();
    return inserted!;
  });
  try {
    await mailer.send({
      to: email,
      ...supplierMail({
        companyName: found.company,
        numeroFattura: found.invoice.numeroFattura,
        url: `${input.origin}/conferma-pagamento/${token}`,
        expiresAt: row.expiresAt,
      }),
    });
  } catch {
    await db.delete(supplierConfirmations).where(eq(supplierConfirmations.id, row.id));
    throw new HttpError(503, 'Invio dell’e-mail al fornitore non riuscito: riprova tra qualche istante.');
  }
  return view(row);
}

/** The company's requests and their answers, newest first. */
export async function listConfirmations(
  db: Db,
  subjectId: string,
  blockId?: string,
): Promise<Confirmation[]> {
  const rows = await db
    .select()
    .from(supplierConfirmations)
    .where(
      and(
        eq(supplierConfirmations.subjectId, subjectId),
        blockId ? eq(supplierConfirmations.blockId, blockId) : undefined,
      ),
    )
    .orderBy(desc(supplierConfirmations.requestedAt));
  return rows.map(view);
}

export type LinkState = 'open' | 'answered' | 'expired' | 'unknown';

/** What a link leads to: the request and its invoice while it can be answered, else why not. */
export async function openLink(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'unknown' as const };
  const [row] = await db
    .select()
    .from(supplierConfirmations)
    .where(eq(supplierConfirmations.tokenHash, hashToken(token)));
  if (!row) return { state: 'unknown' as const };
  if (row.answeredAt) return { state: 'answered' as const };
  if (row.expiresAt <= new Date()) return { state: 'expired' as const };
  const found = await invoiceOf(db, row.blockId);
  if (!found) return { state: 'unknown' as const };
  return { state: 'open' as const, request: row, ...found };
}

/** The supplier's answer, once: a used, expired or unknown link changes nothing. */
export async function answer(
  db: Db,
  token: string,
  a: SupplierAnswerInput,
): Promise<Exclude<LinkState, 'open'> | 'done'> {
  const link = await openLink(db, token);
  if (link.state !== 'open') return link.state;
  const confirmed = a.answer === 'confirmed';
  // The provider's supplier_confirmation.answered event is written with the answer, in its transaction.
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(supplierConfirmations)
      .set({
        answer: a.answer,
        answeredAt: new Date(),
        correctedPaymentDate: confirmed && a.paymentDate ? a.paymentDate : null,
        correctedAmount: confirmed && a.amount ? Number(a.amount.replace(',', '.')) : null,
        reason: a.answer === 'not_confirmed' ? (a.reason ?? null) : null,
      })
      .where(
        and(
          eq(supplierConfirmations.id, link.request.id),
          isNull(supplierConfirmations.answeredAt),
          gt(supplierConfirmations.expiresAt, new Date()),
        ),
      )
      .returning();
    for (const r of rows)
      await appendEvent(tx, 'supplier_confirmation.answered', {
        subjectId: r.subjectId,
        blockId: r.blockId,
        confirmationId: r.id,
        answer: r.answer!,
        answeredAt: r.answeredAt!.toISOString(),
        correctedPaymentDate: r.correctedPaymentDate,
        correctedAmount: r.correctedAmount,
        reason: r.reason,
      });
    return rows;
  });
  return updated.length === 1 ? 'done' : 'answered';
}
