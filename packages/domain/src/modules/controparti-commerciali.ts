import { z } from 'zod';
import { MESSAGES } from '../rules/messages.ts';
import { defineModule } from './define.ts';

export const MAX_COUNTERPARTS = 3;
export const FOREIGN_FIELD_MAX = 80;
export const FOREIGN_ID_PREFIX = 'cc-foreign-';

const foreignText = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(FOREIGN_FIELD_MAX, MESSAGES.max80);

/** The foreign-company form (spec part 2 §5). */
export const foreignCounterpartFormSchema = z
  .object({
    denominazione: foreignText(),
    paese: foreignText(),
    indirizzo: foreignText(),
    comune: foreignText(),
  })
  .strict();

export const foreignCounterpartSchema = foreignCounterpartFormSchema
  .extend({
    isForeign: z.literal(true),
    idSoggetto: z.string().startsWith(FOREIGN_ID_PREFIX).max(80),
  })
  .strict();

/** An Italian counterpart is a subject of the provider's registry, found by the subject search. */
export const italianCounterpartSchema = z
  .object({
    isForeign: z.literal(false).optional(),
    idSoggetto: z.string().min(1).max(40),
    denominazione: z.string().max(300),
    codiceFiscale: z.string().max(20).optional(),
    partitaIva: z.string().max(20).nullable().optional(),
  })
  .strict();

export const counterpartEntrySchema = z.union([foreignCounterpartSchema, italianCounterpartSchema]);
export type CounterpartEntry = z.infer<typeof counterpartEntrySchema>;

const list = () =>
  z
    .array(counterpartEntrySchema)
    .max(MAX_COUNTERPARTS, `Massimo ${MAX_COUNTERPARTS} soggetti`)
    .refine((items) => new Set(items.map((i) => i.idSoggetto)).size === items.length, MESSAGES.invalidValue);

/** Body of …/controparti-commerciali/scrivi and …/salva. */
export const contropartiCommercialiSchema = z
  .object({ clients: list(), suppliers: list() })
  .strict()
  .refine((b) => b.clients.length + b.suppliers.length > 0, { path: ['clients'], error: MESSAGES.required });
export type ContropartiCommerciali = z.infer<typeof contropartiCommercialiSchema>;

/**
 * The counterparties form: the body, plus the declaration that the company holds the Italian
 * counterparties' authorisation to publish their data (spec part 2 §2), needed when one is listed.
 */
export const contropartiCommercialiFormSchema = z
  .object({ clients: list(), suppliers: list(), authorised: z.boolean() })
  .strict()
  .refine((b) => b.clients.length + b.suppliers.length > 0, { path: ['clients'], error: MESSAGES.required })
  .refine((b) => b.authorised || [...b.clients, ...b.suppliers].every((c) => c.isForeign === true), {
    path: ['authorised'],
    error: MESSAGES.required,
  });
export type ContropartiCommercialiFormInput = z.input<typeof contropartiCommercialiFormSchema>;

export const contropartiCommercialiModule = defineModule({
  name: 'contropartiCommerciali',
  slug: 'controparti-commerciali',
  apiPath: 'controparti-commerciali',
  label: { it: 'Controparti Commerciali', en: 'Commercial counterparties' },
  draftSchema: () => contropartiCommercialiSchema,
  write: 'json',
  review: 'module',
  backFrom: [],
  coreProfile: false,
});
