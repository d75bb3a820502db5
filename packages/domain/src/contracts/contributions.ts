import { z } from 'zod';
import { MODULE_STATES } from '../lifecycle/states.ts';
import { MODULE_NAMES } from '../modules/catalogue.ts';

export const moduleNameSchema = z.enum(MODULE_NAMES);
export const moduleStateSchema = z.enum(MODULE_STATES);

/**
 * Engine fields of every module record (spec part 2 §3), beside the module's own data fields.
 * `version` is the optimistic-concurrency counter: writes and saves send the version of the draft
 * they started from in the `If-Match` header (0: no draft yet), and a stale one is refused with 409.
 */
export const recordMetaSchema = z.object({
  stato: moduleStateSchema,
  dataSalvataggio: z.string().nullable(),
  dataInvio: z.string().nullable(),
  motivoRifiuto: z.string().nullable(),
  blockId: z.string().nullable(),
  version: z.number().int(),
  /**
   * When the analysts' answer is due: only on a sent contribution of a module with a review
   * deadline (absent otherwise, so a draft read back and saved again carries no new field).
   */
  dataScadenza: z.string().optional(),
});
export type RecordMeta = z.infer<typeof recordMetaSchema>;

/** A record's module data: the record without its engine fields (what a save sends back). */
export function recordModuleData(record: Record<string, unknown>): Record<string, unknown> {
  const meta = recordMetaSchema.shape;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !Object.hasOwn(meta, key)));
}

/** GET …/{module}/leggi: the module's open records and its last decided one, newest first. */
export const moduleReadResponseSchema = z.object({
  esito: z.boolean(),
  records: z.array(recordMetaSchema.catchall(z.unknown())),
});

/** Header that carries the draft version a write or save starts from. */
export const VERSION_HEADER = 'if-match';

/** Answer of …/scrivi and …/salva. */
export const moduleWriteResponseSchema = z.object({ esito: z.boolean(), version: z.number().int() });

/** GET /api/v1/contribuzioni/info-moduli: one entry per module. */
export const moduleInfoSchema = z.object({
  /** State of the module now: its open record's, else its last contribution's, else null. */
  stato: moduleStateSchema.nullable(),
  /** When the saved record was saved (null when none is saved). */
  dataSalvataggio: z.string().nullable(),
  /** When the last contribution of the module was sent. */
  dataUltimoInvio: z.string().nullable(),
  /** When the draft (written, not saved) was last written; null when there is none. */
  dataBozza: z.string().nullable(),
  /** How many contributions of the module were sent. */
  numeroInvii: z.number().int(),
});
export type ModuleInfo = z.infer<typeof moduleInfoSchema>;
export const moduleInfoResponseSchema = z.record(moduleNameSchema, moduleInfoSchema);
export type ModuleInfoResponse = z.infer<typeof moduleInfoResponseSchema>;

/** POST /api/v1/contribuzioni/invia */
export const sendRequestSchema = z
  .object({
    moduli: z.array(moduleNameSchema).min(1, 'Nessuna contribuzione selezionata').max(MODULE_NAMES.length),
  })
  .strict();
export const failedInvoiceSchema = z.object({
  numeroFattura: z.string(),
  codiceErrore: z.string(),
  denominazioneFornitore: z.string(),
});
export const sendResponseSchema = z.object({
  esito: z.boolean(),
  fattureInErrore: z.array(failedInvoiceSchema),
});
export type SendResponse = z.infer<typeof sendResponseSchema>;

/** One contribution in the list and in the history (spec part 1 §3). */
export const contributionItemSchema = z.object({
  moduleName: moduleNameSchema,
  stato: moduleStateSchema,
  dataSalvataggio: z.string().nullable(),
  dataInvio: z.string().nullable(),
  motivoRifiuto: z.string().nullable(),
  blockId: z.string().nullable(),
  /** When the analysts' answer is due (modules with a review deadline), else null or absent. */
  dataScadenza: z.string().nullable().optional(),
  /** The module data as sent, for the detail view. */
  dati: z.record(z.string(), z.unknown()),
});
export type ContributionItem = z.infer<typeof contributionItemSchema>;

/**
 * GET /api/v1/contribuzioni/leggi: per module, the current records (first item = the open one)
 * and the history of decided contributions, oldest first (the list shows it in reverse).
 */
export const contributionsResponseSchema = z.object({
  moduli: z.record(moduleNameSchema, z.array(contributionItemSchema)),
  storicoContribuzioni: z.record(moduleNameSchema, z.array(contributionItemSchema)),
});
export type ContributionsResponse = z.infer<typeof contributionsResponseSchema>;

/** GET /api/v1/contribuzioni/count */
export const contributionCountSchema = z.object({
  accettate: z.number().int(),
  inLavorazione: z.number().int(),
  rifiutate: z.number().int(),
});
export type ContributionCount = z.infer<typeof contributionCountSchema>;
