import { z } from 'zod';
import { isEmail } from '../rules/formats.ts';
import { MIN_INVOICE_AMOUNT } from './esperienze-pagamento.ts';

/*
 * A supplier asked to confirm a payment experience (issue 17 §4, ours: English names). The company
 * asks for one sent invoice; the supplier answers once, through a link that only shows a page until
 * the form is posted. Part of the payment-experiences module: shared code reaches it through the
 * catalogue and the module contracts (the API's `publicRoutes` and `supplierConfirmations`, the
 * web's `InvoiceOutcome`), never by the module's name.
 */

export const SUPPLIER_ANSWERS = ['confirmed', 'not_confirmed', 'not_supplier'] as const;
export type SupplierAnswer = (typeof SUPPLIER_ANSWERS)[number];

/** Days a confirmation link stays valid. */
export const CONFIRMATION_DAYS = 14;

export const CONFIRMATION_MESSAGES = {
  email: 'Formato non valido: inserisci un indirizzo email corretto',
  emailNeeded: 'Indica l’indirizzo e-mail del fornitore.',
  ownDomain: 'L’indirizzo appartiene al dominio della tua azienda: indica un indirizzo del fornitore.',
  pending: 'Per questa fattura è già in corso una richiesta di conferma.',
  notFound: 'Fattura non trovata.',
  reasonNeeded: 'Indica il motivo.',
  amount: 'Importo non valido.',
  date: 'Data non valida.',
} as const;

/** POST /api/v1/contribuzioni/esperienze-pagamento/richiedi-conferma */
export const confirmationRequestSchema = z
  .object({
    blockId: z.guid(),
    /** Typed by the company (flagged as self-provided); without it, the e-invoice's contact. */
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => isEmail(v), CONFIRMATION_MESSAGES.email)
      .optional(),
  })
  .strict();

export const confirmationSchema = z.object({
  blockId: z.string(),
  email: z.string(),
  selfProvided: z.boolean(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  answer: z.enum(SUPPLIER_ANSWERS).nullable(),
  answeredAt: z.string().nullable(),
  /** Corrections the supplier gave when confirming: day (YYYY-MM-DD) and amount in euro. */
  correctedPaymentDate: z.string().nullable(),
  correctedAmount: z.number().nullable(),
  reason: z.string().nullable(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;
export const confirmationsResponseSchema = z.array(confirmationSchema);

/** The supplier's form post (application/x-www-form-urlencoded: every value is text). */
export const supplierAnswerSchema = z
  .object({
    answer: z.enum(SUPPLIER_ANSWERS),
    paymentDate: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, CONFIRMATION_MESSAGES.date)
      .optional(),
    amount: z
      .string()
      .trim()
      .regex(/^(\d{1,12}([.,]\d{1,2})?)?$/, CONFIRMATION_MESSAGES.amount)
      .optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.answer === 'not_confirmed' && !a.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CONFIRMATION_MESSAGES.reasonNeeded });
    const amount = a.amount ? Number(a.amount.replace(',', '.')) : undefined;
    if (amount !== undefined && amount < MIN_INVOICE_AMOUNT)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: CONFIRMATION_MESSAGES.amount });
  });
export type SupplierAnswerInput = z.infer<typeof supplierAnswerSchema>;

/** The domain of an e-mail address, lower case. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
