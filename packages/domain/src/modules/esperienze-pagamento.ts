import { z } from 'zod';
import { dayKey, firstInvoiceDay, firstPaymentDay, formatDayKey } from '../rules/days.ts';
import { formSchemaOf } from '../rules/fields.ts';
import { isEmail, isPhone } from '../rules/formats.ts';
import { formatMessage, MESSAGES } from '../rules/messages.ts';
import { epochMs, fileKey } from './contribution-fields.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

export const MAX_INVOICES = 20;
export const MIN_INVOICE_AMOUNT = 100;
export const INVOICE_DESCRIPTION_MAX = 160;
export const CONTACT_NAME_MAX = 80;
/** Error code of an invoice already in the database and validated by the analysts. */
export const DUPLICATE_INVOICE_CODE = 'W002';

/** Supplier contact (spec part 2 §5): names required, at least one of phone and email. */
export const referenteSchema = z
  .object({
    nome: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(CONTACT_NAME_MAX, MESSAGES.max80),
    cognome: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(CONTACT_NAME_MAX, MESSAGES.max80),
    telefono: z
      .string()
      .trim()
      .refine((v) => v === '' || isPhone(v), MESSAGES.phone)
      .optional()
      .default(''),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || isEmail(v), MESSAGES.email)
      .optional()
      .default(''),
  })
  .strict()
  .refine((r) => r.telefono !== '' || r.email !== '', {
    path: ['telefono'],
    error: MESSAGES.contactAtLeastOne,
  });
export type Referente = z.infer<typeof referenteSchema>;

/** Body of add-fornitore and modifica-fornitore. */
export const supplierRequestSchema = z
  .object({ subjectIdFornitore: z.string().min(1).max(40), referente: referenteSchema })
  .strict();

export const supplierSchema = z.object({
  idSoggetto: z.string(),
  denominazione: z.string(),
  pivaCf: z.string(),
  referente: z.object({ nome: z.string(), cognome: z.string(), telefono: z.string(), email: z.string() }),
});
export type Supplier = z.infer<typeof supplierSchema>;

const timestamp = z.number({ error: MESSAGES.requiredData }).int(MESSAGES.invalidValue);

/**
 * Where an invoice came from when it was imported from an e-invoice (issue 16): the original XML
 * kept with the contribution (a stored file of the company, checked like chiaveDocumento) and
 * whether it arrived signed (.p7m, signature checked for integrity).
 */
export const invoiceOriginSchema = z
  .object({
    tipo: z.literal('fatturapa'),
    firmata: z.boolean(),
    chiaveXml: z.string().min(1).max(100),
    nomeFileXml: z.string().min(1).max(255),
    /** The supplier's e-mail from the e-invoice's Contatti: where a confirmation request goes. */
    emailFornitore: z.string().max(254).refine(isEmail, MESSAGES.email).optional(),
  })
  .strict();
export type InvoiceOrigin = z.infer<typeof invoiceOriginSchema>;

/**
 * An invoice, with its date windows relative to `today` (spec part 2 §5): invoice date from the
 * first day of the current month of last year up to today; due date not before the invoice date;
 * payment date not before the invoice date nor the first day of last month, and not in the future.
 */
export function invoiceSchema(today: number | Date = Date.now()) {
  const firstInvoice = firstInvoiceDay(today);
  const firstPayment = firstPaymentDay(today);
  const todayKey = dayKey(today);
  return z
    .object({
      numeroFattura: z
        .string({ error: MESSAGES.requiredData })
        .trim()
        .min(1, MESSAGES.requiredData)
        .max(50, formatMessage(MESSAGES.maxChars, { max: 50 })),
      importo: z
        .number({ error: MESSAGES.requiredData })
        .min(MIN_INVOICE_AMOUNT, MESSAGES.invoiceAmountBelowMin)
        .max(1e12, MESSAGES.invalidValue)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MESSAGES.invalidValue),
      descrizione: z.string().trim().max(INVOICE_DESCRIPTION_MAX, MESSAGES.max160).optional().default(''),
      // Each date is checked against its window on its own, so a date typed out of range gets its
      // message at once, before the other fields of the invoice are filled in (issue 19 §5).
      dataFattura: timestamp.superRefine((value, ctx) => {
        const day = dayKey(value);
        if (day < firstInvoice)
          ctx.addIssue({
            code: 'custom',
            message: formatMessage(MESSAGES.invoiceDateTooEarly, { date: formatDayKey(firstInvoice) }),
          });
        if (day > todayKey) ctx.addIssue({ code: 'custom', message: MESSAGES.invoiceDateInFuture });
      }),
      dataScadenza: timestamp,
      dataPagamento: timestamp.superRefine((value, ctx) => {
        const day = dayKey(value);
        if (day < firstPayment)
          ctx.addIssue({
            code: 'custom',
            message: formatMessage(MESSAGES.paymentDateTooEarly, { date: formatDayKey(firstPayment) }),
          });
        if (day > todayKey) ctx.addIssue({ code: 'custom', message: MESSAGES.paymentDateInFuture });
      }),
      nomeFile: z.string({ error: MESSAGES.requiredData }).min(1, MESSAGES.requiredData).max(255),
      chiaveDocumento: z
        .string({ error: MESSAGES.attachmentUploadError })
        .min(1, MESSAGES.attachmentUploadError)
        .max(100),
      contentType: z
        .string({ error: MESSAGES.attachmentUploadError })
        .min(1, MESSAGES.attachmentUploadError)
        .max(100),
      origine: invoiceOriginSchema.optional(),
    })
    .strict()
    .superRefine(
      (inv, ctx) => {
        // The dates against each other, as soon as the three are there (whatever else is missing).
        const invoiceDay = dayKey(inv.dataFattura);
        if (dayKey(inv.dataScadenza) < invoiceDay) {
          ctx.addIssue({
            code: 'custom',
            path: ['dataScadenza'],
            message: MESSAGES.dueDateBeforeInvoiceDate,
          });
        }
        const paymentDay = dayKey(inv.dataPagamento);
        // before its own window too: that message is the field's already
        if (paymentDay < invoiceDay && paymentDay >= firstPayment) {
          ctx.addIssue({
            code: 'custom',
            path: ['dataPagamento'],
            message: MESSAGES.paymentDateBeforeInvoiceDate,
          });
        }
      },
      {
        when: ({ value }) => {
          const v = value as Record<string, unknown> | undefined;
          return ['dataFattura', 'dataScadenza', 'dataPagamento'].every(
            (k) => typeof v?.[k] === 'number' && Number.isInteger(v[k]),
          );
        },
      },
    );
}
export type Invoice = z.infer<ReturnType<typeof invoiceSchema>>;

/** Body of …/esperienze-pagamento/scrivi and …/salva: suppliers with their invoices. */
export function paymentExperiencesSchema(today: number | Date = Date.now()) {
  return z
    .object({
      fornitori: z.array(
        z
          .object({
            idSoggetto: z.string().min(1).max(40),
            denominazione: z.string().max(300).optional(),
            pivaCf: z.string().max(20).optional(),
            referente: z.unknown().optional(),
            fatture: z.array(invoiceSchema(today)),
          })
          .strict(),
      ),
    })
    .strict()
    .superRefine((body, ctx) => {
      const count = body.fornitori.reduce((n, f) => n + f.fatture.length, 0);
      if (count === 0)
        ctx.addIssue({ code: 'custom', path: ['fornitori'], message: MESSAGES.atLeastOneInvoice });
      if (count > MAX_INVOICES) {
        ctx.addIssue({
          code: 'custom',
          path: ['fornitori'],
          message: `È possibile inserire al massimo ${MAX_INVOICES} fatture per contribuzione.`,
        });
      }
      const ids = body.fornitori.map((f) => f.idSoggetto);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['fornitori'], message: MESSAGES.invalidValue });
    });
}
export type PaymentExperiences = z.infer<ReturnType<typeof paymentExperiencesSchema>>;

/**
 * Start of the Italian calendar day `key` ('YYYY-MM-DD') in ms: invoice dates travel as the
 * day-start timestamp of the chosen day in Italy (Europe/Rome is UTC+1 or UTC+2).
 */
export function romeDayStart(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  const utcMidnight = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  for (const hours of [1, 2, 0, 3]) {
    const candidate = utcMidnight - hours * 3_600_000;
    if (dayKey(candidate) === key && dayKey(candidate - 1) !== key) return candidate;
  }
  return utcMidnight;
}

/** One invoice as the form holds it: days as 'YYYY-MM-DD' (null until chosen), the amount as typed. */
export interface InvoiceFormRow {
  /** The form's own row id (a React key); never sent. */
  key: string;
  numeroFattura: string;
  importo: number | string;
  descrizione: string;
  dataFattura: string | null;
  dataScadenza: string | null;
  dataPagamento: string | null;
  nomeFile: string;
  chiaveDocumento: string;
  contentType: string;
  /** Set when the invoice was imported from an e-invoice (kept with the contribution). */
  origine?: InvoiceOrigin;
}

export interface PaymentExperiencesFormValues {
  /** Every supplier on screen, each with its invoices (possibly none). */
  fornitori: { idSoggetto: string; denominazione: string; pivaCf: string; fatture: InvoiceFormRow[] }[];
}

/** The amount as a number, if the input holds one. */
export function invoiceAmount(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/** An invoice row as the API takes it (dates as Italian day-start ms). */
export function invoiceFormBody({
  key: _key,
  importo,
  dataFattura,
  dataScadenza,
  dataPagamento,
  ...rest
}: InvoiceFormRow) {
  return {
    ...rest,
    importo: invoiceAmount(importo),
    dataFattura: dataFattura ? romeDayStart(dataFattura) : undefined,
    dataScadenza: dataScadenza ? romeDayStart(dataScadenza) : undefined,
    dataPagamento: dataPagamento ? romeDayStart(dataPagamento) : undefined,
  };
}

/**
 * The payment-experiences form: its rows checked by the write body's rules
 * (`paymentExperiencesSchema`, error paths the form's own); the output is the write body, only
 * the suppliers with invoices (spec part 2 §5).
 */
export function paymentExperiencesFormSchema(today: number | Date = Date.now()) {
  return formSchemaOf<PaymentExperiencesFormValues>()(
    z
      .custom<PaymentExperiencesFormValues>()
      .transform((v): unknown => ({
        fornitori: v.fornitori.map(({ idSoggetto, denominazione, pivaCf, fatture }) => ({
          idSoggetto,
          denominazione,
          pivaCf,
          fatture: fatture.map(invoiceFormBody),
        })),
      }))
      .pipe(paymentExperiencesSchema(today))
      .transform((body) => ({ fornitori: body.fornitori.filter((f) => f.fatture.length > 0) })),
  );
}

/** Answer of carica-allegato; body of cancella-allegato. */
export const attachmentSchema = z
  .object({ codiceAllegato: z.string().min(1).max(100), contentType: z.string().min(1).max(100) })
  .strict();

/** GET /api/v1/admin/leggi-stato-blocchi?blockIds=a,b */
export const blockStatesResponseSchema = z.array(
  z.object({ blockId: z.string(), stato: z.string(), motivoRifiuto: z.string().nullable() }),
);

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
const storedInvoiceSchema = z.object({
  numeroFattura: z.string(),
  importo: z.number().meta({ description: 'Invoice amount in euro (cents allowed).', 'x-unit': 'EUR' }),
  descrizione: z.string(),
  dataFattura: epochMs('Invoice date.'),
  dataScadenza: epochMs('Due date.'),
  dataPagamento: epochMs('Payment date.'),
  nomeFile: z.string(),
  chiaveDocumento: fileKey('The invoice document.'),
  contentType: z.string(),
  blockId: z.string().optional().meta({ description: 'The review block of this invoice.' }),
  origine: z
    .object({
      tipo: z.literal('fatturapa'),
      firmata: z.boolean(),
      chiaveXml: fileKey('The original e-invoice XML.'),
      nomeFileXml: z.string(),
      emailFornitore: z.string().optional(),
    })
    .optional()
    .meta({ description: 'Set when imported from an e-invoice.' }),
});

export const esperienzaPagamentoContributionSchema = z
  .object({
    fornitori: z.array(
      z.object({
        idSoggetto: z.string(),
        denominazione: z.string(),
        pivaCf: z.string(),
        referente: z
          .object({ nome: z.string(), cognome: z.string(), telefono: z.string(), email: z.string() })
          .optional(),
        fatture: z.array(storedInvoiceSchema),
      }),
    ),
  })
  .meta({
    id: 'EsperienzaPagamentoContribution',
    description:
      'Payment experiences (module esperienzaPagamento). In a decision event: the decided invoice only (decisions are per invoice).',
  });

export const esperienzaPagamentoModule = defineModule({
  name: 'esperienzaPagamento',
  slug: 'esperienze-pagamento',
  apiPath: 'esperienze-pagamento',
  label: MODULE_LABELS.esperienzaPagamento,
  description: {
    it: 'Indica i fornitori e le fatture pagate a ciascuno, con i documenti allegati.',
    en: 'List your suppliers and the invoices paid to each, with the attached documents.',
  },
  rejectionReasons: [
    {
      code: 'fattura-non-corrispondente',
      it: 'Fattura allegata illeggibile o non corrispondente ai dati',
      en: 'Attached invoice unreadable or not matching the data',
    },
    { code: 'pagamento-non-provato', it: 'Pagamento non dimostrato', en: 'Payment not proven' },
    {
      code: 'fornitore-non-corrispondente',
      it: 'Il fornitore non corrisponde a quello della fattura',
      en: 'The supplier does not match the invoice',
    },
  ],
  contributionSchema: esperienzaPagamentoContributionSchema,
  draftSchema: (today) => paymentExperiencesSchema(today),
  fromReport: null,
  review: 'perInvoice',
  backFrom: [],
  reportSection: 'esperienzePagamento',
});
