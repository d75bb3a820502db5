import { z } from 'zod';
import { BLOCK_STATES, IN_PROGRESS_STATES, MODULE_STATES } from '../lifecycle/states.ts';
import { confirmationSchema, MODULE_NAMES, MODULES, type ModuleName } from '../modules/catalogue.ts';
import type { RejectionReason } from '../modules/define.ts';
import { MESSAGES } from '../rules/messages.ts';
import { synthesisSchema } from './overview.ts';

/*
 * The analysts' workbench (beyond the spec's one-company view): a queue of open review blocks
 * across companies, the review of one block beside the company's current report, and the
 * catalogue of rejection reasons. Field names are ours, hence English.
 */

const moduleName = z.enum(MODULE_NAMES);
const openState = z.enum(IN_PROGRESS_STATES);

export const REVIEW_SORTS = ['sent', 'due'] as const;
export const DUE_FILTERS = ['overdue', 'week'] as const;
/** The 'week' filter: due within this many days from now (and not overdue). */
export const DUE_SOON_DAYS = 7;

/** GET /api/v1/admin/review-queue */
export const reviewQueueQuerySchema = z
  .object({
    module: moduleName.optional(),
    state: openState.optional(),
    /** Only blocks sent at least this many days ago. */
    minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
    /** The `next` of the previous page (of the same sort). */
    after: z
      .string()
      .regex(/^(\d{1,18}_)?\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
      .optional(),
    /** 'sent' (default): oldest sent first; 'due': least time left first, blocks without a deadline last. */
    sort: z.enum(REVIEW_SORTS).optional(),
    /** Only blocks with a deadline: past it ('overdue'), or due within the next 7 days ('week'). */
    due: z.enum(DUE_FILTERS).optional(),
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
  /** When the answer is due (modules with a review deadline), else null. */
  dueAt: z.string().nullable().default(null),
  /** For a block that is one invoice. */
  invoice: z.object({ numeroFattura: z.string(), supplierName: z.string() }).nullable(),
  /**
   * For a contest of a negative event: the event as the company's latest report has it, so that
   * two contests of one company read apart; null for other modules and for an event the provider
   * has dropped meanwhile.
   */
  event: z
    .object({ tipo: z.string(), data: z.string(), importo: z.number().nullable() })
    .nullable()
    .default(null),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueResponseSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  /** Cursor of the next page, null on the last. */
  next: z.string().nullable(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** GET /api/v1/admin/review-queue/counts: open blocks per state. */
export const reviewCountsSchema = z.record(openState, z.number().int());
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

/** The standard rejection reasons per module, from each module's definition; published to companies. */
export const REJECTION_REASONS = Object.fromEntries(
  MODULES.map((m) => [m.name, m.rejectionReasons]),
) as Record<ModuleName, readonly RejectionReason[]>;

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

/** The rejection in the one-company review: the analyst's words, which the company reads. */
export const rejectionTextFormSchema = z.object({
  motivoRifiuto: z.string().trim().min(1, MESSAGES.required).max(1000),
});
export type RejectionTextForm = z.input<typeof rejectionTextFormSchema>;

/** The rejection in the workbench: a reason of the catalogue and the analyst's words, required for "other". */
export const rejectionFormSchema = z
  .object({
    reasonCode: z.string().min(1, MESSAGES.required).max(60),
    motivoRifiuto: z.string().trim().max(900),
  })
  .refine((v) => v.reasonCode !== OTHER_REASON.code || v.motivoRifiuto !== '', {
    path: ['motivoRifiuto'],
    error: REJECTION_MESSAGES.otherNeedsText,
  });
export type RejectionForm = z.input<typeof rejectionFormSchema>;
