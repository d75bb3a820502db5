import { z } from 'zod';
import { codesOf } from '../rules/codes.ts';
import { formSchemaOf } from '../rules/fields.ts';
import { MESSAGES } from '../rules/messages.ts';
import { fileKey } from './contribution-fields.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

/** Statement types (spec part 2 §2): registered, provisional, partial. */
export const STATEMENT_TYPES = [
  { code: 'depositato', it: 'Bilancio depositato', en: 'Registered financial statement' },
  { code: 'provvisorio', it: 'Bilancio provvisorio', en: 'Provisional financial statement' },
  { code: 'parziale', it: 'Situazione contabile parziale', en: 'Partial accounts' },
] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number]['code'];
export const STATEMENT_TYPE_CODES = codesOf(STATEMENT_TYPES);

/** The year of the last deposit: the last 4 characters of the report's 'nota'; default four years ago. */
export function lastDepositYear(nota: string | null | undefined, today: Date): number {
  const year = Number(nota?.trim().slice(-4));
  return Number.isInteger(year) && year > 1900 && year <= today.getFullYear()
    ? year
    : today.getFullYear() - 4;
}

/**
 * Years offered for a statement (spec part 2 §5): registered — the last 3 years up to last year,
 * only those after the last deposit; provisional — last year and the current one before July,
 * otherwise the current one only; partial — the current year.
 */
export function statementYears(type: StatementType, today: Date, depositYear: number): number[] {
  const current = today.getFullYear();
  switch (type) {
    case 'depositato':
      return [current - 1, current - 2, current - 3].filter((y) => y > depositYear);
    case 'provvisorio':
      return today.getMonth() < 6 ? [current, current - 1] : [current];
    case 'parziale':
      return [current];
  }
}

/** A deposit receipt is needed for a registered statement not already in the provider's database. */
export function receiptRequired(type: StatementType, year: number, depositYear: number): boolean {
  return type === 'depositato' && year > depositYear;
}

const text = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max);

/** Figures read from an XBRL statement (issue 16), in euro but for the employees. */
export const XBRL_FIGURES = [
  'ricavi',
  'valoreProduzione',
  'risultatoOperativo',
  'utileNetto',
  'patrimonioNetto',
  'totaleAttivo',
  'totalePassivo',
  'debiti',
  'dipendentiMedi',
] as const;
export type XbrlFigureName = (typeof XBRL_FIGURES)[number];

export const xbrlYearSchema = z
  .object({
    anno: z.number().int(),
    ...(Object.fromEntries(XBRL_FIGURES.map((f) => [f, z.number().nullable()])) as Record<
      XbrlFigureName,
      z.ZodNullable<z.ZodNumber>
    >),
  })
  .strict();
export type XbrlYearFigures = z.infer<typeof xbrlYearSchema>;

/**
 * What the server read from an XBRL statement: 'estratti' with the chosen year and the one
 * before (itcc-ci taxonomy, entity and year checked, assets = liabilities); 'nessunDato' with the
 * reason for any other XML (the file is still accepted). Set by the server, never by the client.
 */
export const datiXbrlSchema = z
  .object({
    esito: z.enum(['estratti', 'nessunDato']),
    messaggio: z.string(),
    /** e.g. 'itcc-ci 2018-11-04'; null when not recognised. */
    tassonomia: z.string().nullable(),
    corrente: xbrlYearSchema.nullable(),
    precedente: xbrlYearSchema.nullable(),
  })
  .strict();
export type DatiXbrl = z.infer<typeof datiXbrlSchema>;

/** Lines of the report's balance section an accepted XBRL statement sets (the employees are not money). */
export const XBRL_BALANCE_LABELS: Partial<Record<XbrlFigureName, string>> = {
  ricavi: 'Fatturato',
  valoreProduzione: 'Valore della produzione',
  risultatoOperativo: 'Risultato operativo',
  utileNetto: 'Utile netto',
  patrimonioNetto: 'Patrimonio netto',
  totaleAttivo: 'Totale attivo',
  debiti: 'Debiti',
};

/** The stored draft / saved record of the economic-financial situation (spec part 2 §3). */
export const situazioneEcoFinSchema = z
  .object({
    tipoBilancio: z.enum(STATEMENT_TYPE_CODES, { error: MESSAGES.required }),
    annoBilancio: z.number({ error: MESSAGES.required }).int(),
    codiceBilancio: text(100),
    nomeFileBilancio: text(255),
    contentTypeBilancio: text(100),
    codiceRicevuta: text(100).nullable(),
    nomeFileRicevuta: text(255).nullable(),
    contentTypeRicevuta: text(100).nullable(),
    datiXbrl: datiXbrlSchema.optional(),
  })
  .strict();
export type SituazioneEcoFin = z.infer<typeof situazioneEcoFinSchema>;

/** Text fields of the multipart write (the files travel as fileBilancio and fileRicevuta). */
export const situazioneEcoFinUploadFieldsSchema = z
  .object({
    tipoBilancio: z.enum(STATEMENT_TYPE_CODES, { error: MESSAGES.required }),
    annoBilancio: z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.invalidValue),
    nomeFileBilancio: z.string().max(255).optional(),
    contentTypeBilancio: z.string().max(100).optional(),
    nomeFileRicevuta: z.string().max(255).optional(),
    contentTypeRicevuta: z.string().max(100).optional(),
  })
  .strict();

export const YEAR_NOT_OFFERED = 'Anno non consentito per il tipo di bilancio scelto.';

export interface SituazioneEcoFinFormValues<F> {
  tipoBilancio: StatementType | '';
  annoBilancio: string;
  statement: F[];
  receipt: F[];
}

/**
 * The statement form (spec part 2 §2, §5): a type, one of the years offered for it, one statement
 * file and, for a registered statement not in the provider's database, the deposit receipt.
 */
export function situazioneEcoFinFormSchema<F>(today: Date, depositYear: number) {
  const files = z.array(z.custom<F>((v) => typeof v === 'object' && v !== null));
  return formSchemaOf<SituazioneEcoFinFormValues<F>>()(
    z
      .object({
        tipoBilancio: z.enum(STATEMENT_TYPE_CODES, { error: MESSAGES.required }),
        annoBilancio: z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required),
        statement: files.length(1, MESSAGES.required),
        receipt: files.max(1),
      })
      .superRefine((v, ctx) => {
        if (!statementYears(v.tipoBilancio, today, depositYear).includes(v.annoBilancio)) {
          ctx.addIssue({ code: 'custom', path: ['annoBilancio'], message: MESSAGES.required });
        }
        const receiptMissing =
          v.receipt.length === 0 && receiptRequired(v.tipoBilancio, v.annoBilancio, depositYear);
        if (receiptMissing) ctx.addIssue({ code: 'custom', path: ['receipt'], message: MESSAGES.required });
      }),
  );
}

/** The contribution as the provider receives it (events' `data.contribution`): the stored draft. */
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

export const situazioneEcoFinModule = defineModule({
  name: 'situazioneEcoFin',
  slug: 'situazione-ecofin',
  apiPath: 'situazione-ecofin',
  label: MODULE_LABELS.situazioneEcoFin,
  description: {
    it: "Carica il bilancio (depositato, provvisorio o parziale) e l'eventuale ricevuta di deposito.",
    en: 'Upload the financial statement (registered, provisional or partial) and any deposit receipt.',
  },
  rejectionReasons: [
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
  contributionSchema: situazioneEcoFinContributionSchema,
  draftSchema: () => situazioneEcoFinSchema,
  fromReport: null,
  review: 'module',
  backFrom: [],
  reportSection: 'bilancio',
});
