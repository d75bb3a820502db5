import { z } from 'zod';
import { LEGAL_FORM_CODES } from '../constants/legal-forms.ts';
import { DOCUMENT_TYPES } from '../modules/altri-documenti.ts';
import { ACTIVITY_STATUS_CODES } from '../modules/anagrafica.ts';
import { MODULE_NAMES, type ModuleName } from '../modules/catalogue.ts';
import { CONTEST_GROUNDS, type ContestGround } from '../modules/contestazione-eventi.ts';
import { MANAGEMENT_ROLE_CODES } from '../modules/management.ts';
import { datiXbrlSchema, STATEMENT_TYPE_CODES } from '../modules/situazione-ecofin.ts';

/*
 * A contribution's data as the provider receives it (events' `data.contribution`): what the
 * module stored once its checks passed, one named schema per module. The form schemas of the
 * modules are the input rules; these describe the stored output, field by field, so a typed
 * client has no `unknown` where a contribution is.
 */

const fileKey = (description: string) =>
  z.string().meta({
    description: `${description} A stored-file key; the event's files[] gives its machine-API URL.`,
    examples: ['S000001/7c9e6679-7425-40de-944b-e07fc1f90ae7'],
  });
const epochMs = (description: string) =>
  z
    .number()
    .int()
    .meta({
      description: `${description} Milliseconds since the epoch of the start of the Italian day (Europe/Rome).`,
      'x-unit': 'ms',
    });

export const anagraficaContributionSchema = z
  .object({
    naturaGiuridica: z.enum(LEGAL_FORM_CODES).meta({ description: 'Legal form code (natura giuridica).' }),
    statoAttivita: z.enum(ACTIVITY_STATUS_CODES).meta({ description: 'Activity status code.' }),
    telefono: z.string().optional(),
    email: z.string().optional(),
    pec: z.string().optional().meta({ description: 'Certified e-mail (PEC).' }),
    indirizzo: z.string(),
    cap: z.string().meta({ examples: ['20121'] }),
    provincia: z.string().meta({ description: 'Province code (sigla).', examples: ['MI'] }),
    comune: z.string().meta({ description: 'Municipality as the list names it.' }),
    descrizione: z.string().optional(),
    sitoInternet: z.string().optional(),
    insegnaMarca: z.string().optional().meta({ description: 'Brand sign.' }),
    ateco: z.object({
      codice: z.string().meta({ examples: ['62.01.00'] }),
      prettyCode: z.string().optional(),
      descrizione: z.string(),
      versione: z.enum(['07', '25']).optional().meta({ description: 'ATECO edition: 2007 or 2025.' }),
    }),
  })
  .meta({ id: 'AnagraficaContribution', description: 'Registry corrections (module anagrafica).' });

export const managementContributionSchema = z
  .object({
    esponenti: z.array(
      z.object({
        denominazione: z.string().meta({ description: 'Officer name, upper case.' }),
        cfPiva: z.string().meta({ description: 'Codice fiscale (16) or partita IVA (11), upper case.' }),
        cariche: z.array(z.enum(MANAGEMENT_ROLE_CODES)).meta({ description: 'Role codes.' }),
      }),
    ),
  })
  .meta({ id: 'ManagementContribution', description: 'Officers (module management).' });

export const profiloOperativoContributionSchema = z
  .object({
    fatturato: z
      .number()
      .min(0)
      .optional()
      .meta({
        description: 'Revenue in THOUSANDS of euro (1200 is €1,200,000); absent when not given.',
        'x-unit': 'kEUR',
        examples: [1200],
      }),
    numeroDipendenti: z.number().int().min(0).optional().meta({ description: 'Employees.' }),
    paesiImport: z.array(z.string()).meta({ description: 'ISO alpha-2 country codes, at most 3.' }),
    paesiExport: z.array(z.string()).meta({ description: 'ISO alpha-2 country codes, at most 3.' }),
    percentualeExport: z
      .number()
      .min(0)
      .max(100)
      .meta({ description: 'Share of revenue exported, 0–100 in steps of 10.', 'x-unit': '%' }),
  })
  .meta({ id: 'ProfiloOperativoContribution', description: 'Operating profile (module profiloOperativo).' });

const counterpartSchema = z.object({
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
  .object({ clients: z.array(counterpartSchema), suppliers: z.array(counterpartSchema) })
  .meta({
    id: 'ContropartiCommercialiContribution',
    description: 'Top clients and suppliers (module contropartiCommerciali).',
  });

export const situazioneEcoFinContributionSchema = z
  .object({
    tipoBilancio: z.enum(STATEMENT_TYPE_CODES).meta({ description: 'Statement type.' }),
    annoBilancio: z
      .number()
      .int()
      .meta({ examples: [2025] }),
    codiceBilancio: fileKey('The statement file.'),
    nomeFileBilancio: z.string(),
    contentTypeBilancio: z.string(),
    codiceRicevuta: fileKey('The deposit receipt file.').nullable(),
    nomeFileRicevuta: z.string().nullable(),
    contentTypeRicevuta: z.string().nullable(),
    datiXbrl: datiXbrlSchema.optional().meta({
      description: 'Figures the portal read from an XBRL statement, in euro (dipendentiMedi: employees).',
    }),
  })
  .meta({
    id: 'SituazioneEcoFinContribution',
    description: 'A financial statement (module situazioneEcoFin).',
  });

const invoiceSchema = z.object({
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
        fatture: z.array(invoiceSchema),
      }),
    ),
  })
  .meta({
    id: 'EsperienzaPagamentoContribution',
    description:
      'Payment experiences (module esperienzaPagamento). In a decision event: the decided invoice only (decisions are per invoice).',
  });

export const altriDocumentiContributionSchema = z
  .object({
    codiceDocumento: fileKey('The document.'),
    nomeDocumento: z.string(),
    tipoDocumento: z.string().meta({
      description: `Document type, as its Italian name (or code): ${DOCUMENT_TYPES.map((t) => `${t.code} ${t.it}`).join('; ')}.`,
    }),
    noteDocumento: z.string(),
    contentTypeDocumento: z.string(),
  })
  .meta({ id: 'AltriDocumentiContribution', description: 'Another document (module altriDocumenti).' });

export const contestazioneEventiContributionSchema = z
  .object({
    idEvento: z.string().meta({ description: 'The contested event: its NegativeEvent.id in the report.' }),
    motivo: z.enum(CONTEST_GROUNDS.map((g) => g.code) as [ContestGround, ...ContestGround[]]).meta({
      description: `Why the event is wrong: ${CONTEST_GROUNDS.map((g) => `${g.code} (${g.en})`).join('; ')}. An acceptance removes the event, or for importoDataErrati corrects its amount or date.`,
    }),
    importoCorretto: z
      .number()
      .nullable()
      .meta({ description: 'importoDataErrati: the right amount. In euro.' }),
    dataCorretta: z
      .string()
      .nullable()
      .meta({ description: 'importoDataErrati: the right day, YYYY-MM-DD.' }),
    nota: z.string(),
    documenti: z.array(
      z.object({
        codiceDocumento: fileKey('An evidence PDF.'),
        nomeDocumento: z.string(),
        contentTypeDocumento: z.string(),
      }),
    ),
  })
  .meta({
    id: 'ContestazioneEventiContribution',
    description: 'A contest of one negative event of the report (module contestazioneEventi).',
  });

/** Each module's contribution schema: the provider's view of `data.contribution`. */
export const CONTRIBUTION_SCHEMAS = {
  anagrafica: anagraficaContributionSchema,
  management: managementContributionSchema,
  profiloOperativo: profiloOperativoContributionSchema,
  contropartiCommerciali: contropartiContributionSchema,
  situazioneEcoFin: situazioneEcoFinContributionSchema,
  esperienzaPagamento: esperienzaPagamentoContributionSchema,
  altriDocumenti: altriDocumentiContributionSchema,
  contestazioneEventi: contestazioneEventiContributionSchema,
} as const satisfies Record<ModuleName, z.ZodType>;

type ContributionSchemas = typeof CONTRIBUTION_SCHEMAS;
type Variant<N extends ModuleName, S extends z.ZodRawShape> = z.ZodObject<
  S & { module: z.ZodLiteral<N>; contribution: ContributionSchemas[N] }
>;

type AnyVariant<S extends z.ZodRawShape> = { [N in ModuleName]: Variant<N, S> }[ModuleName];

/**
 * A union over the seven modules, discriminated by `module`: `shape` plus `module` and the
 * module's `contribution`. The event schemas use it, so `data.contribution` is typed by module.
 */
export function byModule<S extends z.ZodRawShape>(shape: S) {
  const variants = MODULE_NAMES.map((name) =>
    z.object({
      ...shape,
      module: z.literal(name),
      contribution: CONTRIBUTION_SCHEMAS[name],
    }),
  ) as unknown as [AnyVariant<S>, ...AnyVariant<S>[]];
  return z.discriminatedUnion('module', variants);
}

export type ContributionOf<N extends ModuleName> = z.infer<ContributionSchemas[N]>;
export type AnyContribution = { [N in ModuleName]: ContributionOf<N> }[ModuleName];
