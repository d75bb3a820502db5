import { z } from 'zod';
import { BLOCK_STATES, IN_PROGRESS_STATES, MODULE_STATES } from '../lifecycle/states.ts';
import { MODULE_NAMES, type ModuleName } from '../modules/catalogue.ts';
import { CONTEST_REJECTION_REASONS } from '../modules/contestazione-eventi.ts';
import { synthesisSchema } from './overview.ts';
import { confirmationSchema } from './supplier-confirmation.ts';

/*
 * The analysts' workbench (beyond the spec's one-company view): a queue of open review blocks
 * across companies, the review of one block beside the company's current report, and the
 * catalogue of rejection reasons. Field names are ours, hence English.
 */

const moduleName = z.enum(MODULE_NAMES);
const openState = z.enum(IN_PROGRESS_STATES);

/** GET /api/v1/admin/review-queue */
export const reviewQueueQuerySchema = z
  .object({
    module: moduleName.optional(),
    state: openState.optional(),
    /** Only blocks sent at least this many days ago. */
    minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
    /** The `next` of the previous page. */
    after: z
      .string()
      .regex(/^\d{1,17}_[0-9a-f-]{36}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** 'true': only the blocks the asking analyst may decide (not those they sent for the company). */
    decidable: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  blockId: z.string(),
  module: moduleName,
  state: z.enum(BLOCK_STATES),
  sentAt: z.string(),
  subjectId: z.string(),
  companyName: z.string(),
  /** The company's user an analyst acts for to open the one-company view. */
  companyUserId: z.string().nullable(),
  /** Who took it into processing. */
  takenBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** For a block that is one invoice. */
  invoice: z.object({ numeroFattura: z.string(), supplierName: z.string() }).nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueResponseSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  /** Cursor of the next page, null on the last. */
  next: z.string().nullable(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** GET /api/v1/admin/review-queue/counts: open blocks per state. */
export const reviewCountsSchema = z.object({
  IN_ATTESA_LAVORAZIONE: z.number().int(),
  IN_LAVORAZIONE: z.number().int(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const reviewHistoryEntrySchema = z.object({
  from: z.enum(MODULE_STATES).nullable(),
  to: z.enum(MODULE_STATES),
  by: z.object({ userId: z.string(), name: z.string(), isAnalyst: z.boolean() }),
  at: z.string(),
  reason: z.string().nullable(),
});

/** GET /api/v1/admin/review-queue/{blockId}: everything one decision needs. */
export const reviewDetailSchema = z.object({
  item: reviewQueueItemSchema,
  /** The contribution as sent; for an invoice block, its supplier with that invoice only. */
  data: z.record(z.string(), z.unknown()),
  /** The company's latest report, to compare with (null without one). */
  report: synthesisSchema.nullable(),
  history: z.array(reviewHistoryEntrySchema),
  /** The stored files the contribution points to. */
  files: z.array(z.object({ key: z.string(), name: z.string(), contentType: z.string(), size: z.number() })),
  /** Whether this analyst may decide it (four-eyes rule). */
  canDecide: z.boolean(),
  /** For an invoice: what its supplier was asked and answered. */
  supplierConfirmations: z.array(confirmationSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export type RejectionReason = { code: string; it: string; en: string };

/** Reasons that fit every module; `altro` needs a free text. */
const GENERAL_REASONS: RejectionReason[] = [
  { code: 'illeggibile', it: 'Documento illeggibile o incompleto', en: 'Document unreadable or incomplete' },
  {
    code: 'non-verificabile',
    it: 'Dati non verificabili con fonti ufficiali',
    en: 'Data cannot be verified against official sources',
  },
  {
    code: 'incoerente',
    it: 'Dati incoerenti con il report o tra loro',
    en: 'Data inconsistent with the report or with each other',
  },
];
export const OTHER_REASON: RejectionReason = { code: 'altro', it: 'Altro motivo', en: 'Other reason' };

/** The standard rejection reasons per module, maintained here and published to companies. */
export const REJECTION_REASONS: Record<ModuleName, RejectionReason[]> = {
  anagrafica: [
    {
      code: 'registro-imprese',
      it: 'I dati non corrispondono al Registro Imprese',
      en: 'The data do not match the Companies Register',
    },
    {
      code: 'ateco-non-coerente',
      it: "Codice ATECO non coerente con l'attività svolta",
      en: 'ATECO code inconsistent with the business carried out',
    },
  ],
  management: [
    {
      code: 'esponente-non-risulta',
      it: 'Esponente non presente negli atti camerali',
      en: 'Officer not found in the Chamber of Commerce records',
    },
    { code: 'codice-errato', it: 'Codice fiscale o partita IVA errati', en: 'Wrong tax code or VAT number' },
  ],
  profiloOperativo: [
    {
      code: 'fatturato-non-documentato',
      it: 'Fatturato non supportato da documenti',
      en: 'Revenue not supported by documents',
    },
    {
      code: 'dipendenti-non-coerenti',
      it: 'Numero di dipendenti non coerente con le fonti ufficiali',
      en: 'Employee count inconsistent with official sources',
    },
  ],
  contropartiCommerciali: [
    {
      code: 'autorizzazione-mancante',
      it: "Manca l'autorizzazione delle controparti alla pubblicazione",
      en: "The counterparties' consent to publication is missing",
    },
    {
      code: 'controparte-non-verificabile',
      it: 'Controparte non verificabile',
      en: 'Counterparty cannot be verified',
    },
  ],
  situazioneEcoFin: [
    {
      code: 'bilancio-non-conforme',
      it: "Il file non è un bilancio o non è dell'anno indicato",
      en: 'The file is not a financial statement or not of the stated year',
    },
    {
      code: 'ricevuta-mancante',
      it: 'Ricevuta di deposito mancante o non valida',
      en: 'Filing receipt missing or invalid',
    },
  ],
  esperienzaPagamento: [
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
  altriDocumenti: [
    {
      code: 'tipo-non-corrispondente',
      it: 'Il documento non corrisponde al tipo indicato',
      en: 'The document does not match the stated type',
    },
    { code: 'documento-non-attuale', it: 'Documento non più attuale', en: 'Document out of date' },
  ],
  contestazioneEventi: CONTEST_REJECTION_REASONS,
};

/** The reasons an analyst may pick for a module: its own, the general ones, then "other". */
export const rejectionReasonsOf = (module: ModuleName): RejectionReason[] => [
  ...REJECTION_REASONS[module],
  ...GENERAL_REASONS,
  OTHER_REASON,
];

export const REJECTION_MESSAGES = {
  unknownReason: 'Motivo del rifiuto non previsto per questo modulo.',
  otherNeedsText: 'Descrivi il motivo del rifiuto.',
} as const;

/**
 * The reason the company reads: the catalogue's text, then the analyst's own words; or only the
 * analyst's words without a code. Undefined when the code is unknown for the module, or "other"
 * comes without words.
 */
export function composeRejection(
  module: ModuleName,
  code: string | undefined,
  text: string | undefined,
): { ok: true; reason: string | undefined } | { ok: false; message: string } {
  const words = text?.trim() || undefined;
  if (!code) return { ok: true, reason: words };
  const reason = rejectionReasonsOf(module).find((r) => r.code === code);
  if (!reason) return { ok: false, message: REJECTION_MESSAGES.unknownReason };
  if (reason === OTHER_REASON)
    return words ? { ok: true, reason: words } : { ok: false, message: REJECTION_MESSAGES.otherNeedsText };
  return { ok: true, reason: words ? `${reason.it}. ${words}` : reason.it };
}
