import { z } from 'zod';
import { formSchemaOf } from '../rules/fields.ts';
import { MESSAGES } from '../rules/messages.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

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

/** The counterparties form's values: both lists and the declared authorisation. */
export interface ContropartiFormValues {
  clients: z.input<typeof counterpartEntrySchema>[];
  suppliers: z.input<typeof counterpartEntrySchema>[];
  authorised: boolean;
}

/**
 * The counterparties form (spec part 2 §2, §5): the lists as the draft checks them, and the
 * authorisation declared when an Italian counterpart is named. `V` is the form's own entry typing.
 */
export function contropartiCommercialiFormSchema<V extends ContropartiFormValues>() {
  return formSchemaOf<V>()(
    contropartiCommercialiSchema.safeExtend({ authorised: z.boolean() }).superRefine((v, ctx) => {
      const italian = [...v.clients, ...v.suppliers].some((e) => e.isForeign !== true);
      if (italian && !v.authorised) {
        ctx.addIssue({ code: 'custom', path: ['authorised'], message: MESSAGES.required });
      }
    }),
  );
}

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
const storedCounterpartSchema = z.object({
  idSoggetto: z.string().meta({
    description:
      'Subject id of the registry; a foreign counterpart has a generated id starting with cc-foreign-.',
  }),
  denominazione: z.string(),
  isForeign: z.boolean().optional().meta({ description: 'true for a foreign counterpart.' }),
  codiceFiscale: z.string().nullable().optional(),
  partitaIva: z.string().nullable().optional(),
  paese: z.string().optional().meta({ description: 'Foreign counterpart: country.' }),
  indirizzo: z.string().optional().meta({ description: 'Foreign counterpart: address.' }),
  comune: z.string().optional().meta({ description: 'Foreign counterpart: city.' }),
});

export const contropartiContributionSchema = z
  .object({ clients: z.array(storedCounterpartSchema), suppliers: z.array(storedCounterpartSchema) })
  .meta({
    id: 'ContropartiCommercialiContribution',
    description: 'Top clients and suppliers (module contropartiCommerciali).',
  });

export const contropartiCommercialiModule = defineModule({
  name: 'contropartiCommerciali',
  slug: 'controparti-commerciali',
  apiPath: 'controparti-commerciali',
  label: MODULE_LABELS.contropartiCommerciali,
  description: {
    it: 'Indica fino a 3 clienti e 3 fornitori principali, italiani o esteri.',
    en: 'Name up to 3 main clients and 3 main suppliers, Italian or foreign.',
  },
  rejectionReasons: [
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
  contributionSchema: contropartiContributionSchema,
  draftSchema: () => contropartiCommercialiSchema,
  fromReport: null,
  review: 'module',
  backFrom: [],
  reportSection: 'controparti',
});
