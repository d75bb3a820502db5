import { z } from 'zod';
import { LEGAL_FORM_CODES } from '../constants/legal-forms.ts';
import {
  CGS_CODES,
  CONSULTATION_LEVELS,
  ECOFIN_LEVELS,
  ESG_SCORE_CLASSES,
  PARTIAL_EVALUATION_ICONS,
  PAYMENT_LEVELS,
  SDG_PROPENSITY_CLASSES,
  SUSTAINABILITY_NONE,
} from '../constants/scales.ts';
import { checkNegativeEvents, negativeEventCountsSchema, negativeEventSchema } from './negative-events.ts';

const codes = <T extends readonly { code: string }[]>(levels: T) =>
  levels.map((l) => l.code) as unknown as [T[number]['code'], ...T[number]['code'][]];

/*
 * The units and code lists below are part of the provider's contract (the machine API's OpenAPI
 * document is generated from these schemas): money is in euro unless a field says otherwise
 * (the operating profile's `fatturato` is in THOUSANDS of euro, as the spec has it), shares are
 * percentages 0–100 unless said to be fractions.
 */
const euro = (description: string) =>
  z.number().meta({ description: `${description} In euro.`, 'x-unit': 'EUR' });
const percent = (description: string) =>
  z.number().meta({ description: `${description} A percentage, 0–100.`, 'x-unit': '%' });
const days = (description: string) => z.number().meta({ description, 'x-unit': 'days' });

export const atecoRefSchema = z
  .object({
    codice: z.string().meta({ examples: ['62.01.00'] }),
    descrizione: z.string(),
  })
  .meta({ description: 'An ATECO activity code and its description.' });

export const companySchema = z
  .object({
    companyName: z.string().meta({ examples: ['ALFA COSTRUZIONI S.R.L.'] }),
    taxCode: z.string().meta({ description: 'Codice fiscale.', examples: ['01234567897'] }),
    vat: z
      .string()
      .nullable()
      .meta({ description: 'Partita IVA.', examples: ['01234567897'] }),
    webSite: z.string().nullable(),
    telephone: z.string().nullable(),
    address: z.object({
      street: z.string(),
      postCode: z.string().meta({ examples: ['20121'] }),
      municipality: z.string(),
      provinceCode: z.string().meta({ description: 'Province code (sigla).', examples: ['MI'] }),
    }),
    legalForm: z.object({
      cd_natgiu: z.string().meta({ description: 'Legal form code (natura giuridica).' }),
      denominazione: z.string().meta({ examples: ['SOCIETA A RESPONSABILITA LIMITATA'] }),
    }),
    activityStatus: z.string().meta({ description: 'Activity status code (A active, C ceased, …).' }),
    activityStatusDesc: z.string(),
    ateco: atecoRefSchema.nullable().meta({ description: 'ATECO 2007 code.' }),
    ateco25: atecoRefSchema.nullable().meta({ description: 'ATECO 2025 code.' }),
    brand: z.string().nullable(),
    description: z.string().nullable(),
    reaNumber: z
      .string()
      .nullable()
      .meta({ examples: ['MI-123456'] }),
    reaDate: z.string().nullable().meta({ description: 'REA registration day, YYYY-MM-DD.' }),
  })
  .meta({ description: 'The company section of a report (registry data).' });
export type Company = z.infer<typeof companySchema>;

/*
 * Two strengths of the same report: the contract a delivery must meet (code lists enforced:
 * `reportContentSchema`, the machine API's `ReportContent`) and what the portal reads back from
 * stored deliveries (`synthesisSchema`, `companySchema`, `sustainabilitySchema`: codes as strings,
 * so a report delivered before the lists were enforced still shows).
 */
export const reportCompanySchema = companySchema
  .extend({
    legalForm: z.object({
      cd_natgiu: z.enum(LEGAL_FORM_CODES).meta({
        description: 'Legal form code (natura giuridica): one of the legal-form code list (see Subject).',
      }),
      denominazione: z.string().meta({ examples: ['SOCIETA A RESPONSABILITA LIMITATA'] }),
    }),
  })
  .meta({ id: 'ReportCompany', description: 'The company section of a report (registry data).' });

export const partialEvaluationSchema = z.object({
  id: z.string().meta({ description: 'The evaluated area.', examples: ['bilancio', 'eventiNegativi'] }),
  icona: z.string().meta({ description: 'ok, pericolo; any other value shows as warning.' }),
});
const partialEvaluationContractSchema = partialEvaluationSchema.extend({
  icona: z.enum(PARTIAL_EVALUATION_ICONS).meta({
    description: 'The icon shown: ok (good), warning, pericolo (danger).',
  }),
});

export const managerSchema = z.object({
  denominazione: z.string(),
  cfPiva: z.string().meta({ description: 'Codice fiscale or partita IVA of the officer.' }),
  percentuale: percent('Share held.').nullable(),
  cariche: z.array(z.string()).meta({ description: 'Roles, as labels or role codes.' }),
});

export const countryShareSchema = z.object({
  codice: z.string().meta({ description: 'ISO 3166-1 alpha-2 country code.', examples: ['DE'] }),
  nome: z.string().meta({ examples: ['Germania'] }),
});

/** Above any company's revenue, in thousands of euro (10^9 thousand € = one trillion €). */
export const MAX_FATTURATO_THOUSANDS = 1_000_000_000;

export const operatingProfileSchema = z.object({
  fatturato: z
    .number()
    .min(0)
    .max(MAX_FATTURATO_THOUSANDS)
    .nullable()
    .meta({
      description:
        'Revenue in THOUSANDS of euro (not euro): 1200 means €1,200,000 and is shown as "1.200 migliaia di €". When the report has a balance line "Fatturato" (in euro), a value about 1000× that line is refused as a unit mistake.',
      'x-unit': 'kEUR',
      examples: [1200],
    }),
  annoFatturato: z
    .number()
    .int()
    .nullable()
    .meta({
      description: 'Year of the revenue; null when there is no revenue (a profile of employees only).',
      examples: [2025],
    }),
  fatturatoStimato: z.boolean().meta({ description: 'The revenue is an estimate (current year).' }),
  dipendenti: z
    .number()
    .int()
    .min(0)
    .nullable()
    .meta({ description: 'Employees.', examples: [42] }),
  paesiImport: z.array(countryShareSchema),
  paesiExport: z.array(countryShareSchema),
  percentualeExport: percent('Share of revenue exported.').nullable(),
  percentualeImport: percent('Share of purchases imported.').nullable(),
});
export type OperatingProfile = z.infer<typeof operatingProfileSchema>;

export const counterpartSchema = z.object({
  idSoggetto: z.string().nullable(),
  ragioneSociale: z.string(),
  pivaCf: z.string().nullable(),
  paese: z.string(),
});

export const paymentMetricsSchema = z.object({
  ammontareFattureChiuse: euro('Amount of the closed invoices.'),
  esperienzeScadute: z.number().meta({ description: 'Overdue payment experiences (a count).' }),
  giorniMediAzienda: days('Average payment days of the company.'),
  giorniMediPagamento: days('Average agreed payment days.'),
  giorniMediSettore: days('Average payment days of the sector.'),
  incidenzaEsposizione: z
    .number()
    .meta({ description: 'Exposure share as a FRACTION 0–1 (0.125 is 12.5 %).', 'x-unit': 'fraction' }),
  numeroEsperienze: z.number().meta({ description: 'Payment experiences (a count).' }),
  ritardoMedio: days('Average delay.'),
  tempiPagamento: z.enum(codes(PAYMENT_LEVELS)).meta({
    description: `Payment-times class: ${PAYMENT_LEVELS.map((l) => `${l.code} ${l.label}`).join(', ')}.`,
  }),
  transazioneMassima: euro('Largest transaction.'),
  trend: z
    .number()
    .int()
    .min(-2)
    .max(2)
    .meta({ description: 'Trend over 12 months: -2 strong worsening … 2 strong improvement.' }),
  confrontoSettore: z
    .number()
    .int()
    .min(-1)
    .max(1)
    .meta({ description: 'Against the sector average: -1 below, 0 equal, 1 above.' }),
  andamento: z
    .array(
      z.object({
        mese: z.string().meta({ description: 'Month, YYYY-MM.', examples: ['2026-03'] }),
        giorni: days('Average payment days in the month.'),
      }),
    )
    .meta({ description: 'Average payment days per month over the last 12 months (the trend chart).' }),
});
export type PaymentMetrics = z.infer<typeof paymentMetricsSchema>;

export const negativeEventsSchema = z.object({
  classificazione: z.object({
    descrizione: z.string().meta({ examples: ['Assenti'] }),
    valore: z
      .number()
      .int()
      .min(1)
      .max(5)
      .meta({ description: 'Level 1 Gravissimi, 2 Gravi, 3 Limitati, 4 Minimi, 5 Assenti.' }),
  }),
  eventiInfluenti: negativeEventCountsSchema,
  eventi: z.array(negativeEventSchema).max(500).optional().meta({
    description:
      'The events behind the counts. When present, each count of eventiInfluenti must be the number of its events (categoria); the classification stays the provider’s.',
  }),
});
export type NegativeEventsSection = z.infer<typeof negativeEventsSchema>;
const negativeEventsContractSchema = negativeEventsSchema.superRefine(checkNegativeEvents).meta({
  id: 'NegativeEvents',
  description:
    'The negative events: the classification, the five counts and, optionally, the events behind them.',
});

export const consultationsSchema = z.object({
  score: z.enum(codes(CONSULTATION_LEVELS)).meta({
    description: `Consultations class: ${CONSULTATION_LEVELS.map((l) => `${l.code} ${l.label}`).join(', ')}.`,
  }),
  numeroConsultazioni: z.number().int(),
  percentualeAzienda: percent('Consultations by companies.'),
  percentualeAltro: percent('Other consultations.'),
  percentualeIstituzioniFinanziarie: percent('Consultations by financial institutions.'),
});

export const balanceSchema = z.object({
  valoriBilancio: z.array(
    z.object({
      label: z
        .string()
        .meta({ description: 'The line; "Fatturato" is the turnover.', examples: ['Fatturato'] }),
      ammontare: euro('The amount (not thousands).'),
      percentuale: percent('Change on the previous year.').nullable(),
    }),
  ),
  nota: z.string().meta({ description: 'Ends with the year of the last deposit (4 digits).' }),
  postilla: z.string().nullable(),
  analisiBilancio: z.object({
    descrizione: z.string(),
    situazioneAzienda: z.enum(codes(ECOFIN_LEVELS)).meta({
      description: `Class: ${ECOFIN_LEVELS.map((l) => `${l.code} ${l.label}`).join(', ')}.`,
    }),
    situazioneSettore: z.enum(codes(ECOFIN_LEVELS)),
    sintesiAnalista: z.string(),
  }),
});

/** The ESG profile as the portal reads it back (any stored class; unknown ones show as none). */
export const sustainabilitySchema = z.object({
  esgScoreClass: z.string().nullable(),
  esgPropensityClass: z.string().nullable(),
});
export type Sustainability = z.infer<typeof sustainabilitySchema>;

/** The ESG profile a provider delivers: the classes of the spec (part 1 §3) or ASSENTE. */
export const sustainabilityContractSchema = z
  .object({
    esgScoreClass: z
      .enum([...ESG_SCORE_CLASSES, SUSTAINABILITY_NONE])
      .nullable()
      .meta({ description: 'ESG score class; ASSENTE or null for none.', examples: ['ALTA'] }),
    esgPropensityClass: z
      .enum([...SDG_PROPENSITY_CLASSES, SUSTAINABILITY_NONE])
      .nullable()
      .meta({
        description: 'SDG propensity class, shown when there is no ESG score; ASSENTE or null for none.',
        examples: ['BUONA'],
      }),
  })
  .meta({ id: 'Sustainability', description: 'The ESG profile of a company.' });

/**
 * The content of a delivered report: everything the overview shows. A delivery never changes;
 * a section the provider has no data for is null (the card shows 'Dati non disponibili').
 */
const reportContentShape = z.object({
  company: companySchema,
  cgs: z.object({
    score: z.number().min(0).max(100).nullable().meta({ description: 'Group score, 0–100.' }),
    descriptiveScoreSynthesisCode: z
      .enum(CGS_CODES)
      .nullable()
      .meta({ description: 'Group score class CGS_1 (best) … CGS_8, ND not available; null not purchased.' }),
  }),
  fido: z.object({ valore: euro('Recommended credit line.').nullable(), titolo: z.string() }).nullable(),
  valutazioniParziali: z.array(partialEvaluationSchema),
  management: z.array(managerSchema).nullable(),
  profiloOperativo: operatingProfileSchema.nullable(),
  controparti: z
    .object({ top3Clienti: z.array(counterpartSchema), top3Fornitori: z.array(counterpartSchema) })
    .nullable(),
  esperienzePagamento: paymentMetricsSchema.nullable(),
  eventiNegativi: negativeEventsSchema.nullable(),
  consultazioni: consultationsSchema.nullable(),
  bilancio: balanceSchema.nullable(),
  sostenibilita: sustainabilitySchema,
  /** Documents the company contributed and the analysts accepted. */
  documentiIntegrativi: z
    .array(z.object({ tipo: z.string(), nome: z.string(), data: z.string() }))
    .optional(),
});

/** From this ratio of `fatturato` × 1000 to the balance line "Fatturato" (euro), `fatturato` was sent in euro. */
const UNIT_MISTAKE_RATIO = 100;

/**
 * A revenue sent in euro where thousands are due (`fatturato: 1200000` for €1.2 M, shown as
 * "1.200.000 migliaia di €"): caught when the report's balance line "Fatturato" (in euro) is
 * 100× or more below it. The provider's deliveries are checked with it (not a company's
 * contribution, whose form states the unit and an analyst reviews).
 */
export function revenueUnitMistake(report: {
  profiloOperativo: { fatturato: number | null } | null;
  bilancio: { valoriBilancio: { label: string; ammontare: number }[] } | null;
}): string | null {
  const revenue = report.profiloOperativo?.fatturato;
  const line = report.bilancio?.valoriBilancio.find((v) => v.label.trim().toLowerCase() === 'fatturato');
  if (revenue == null || !line || line.ammontare <= 0) return null;
  const ratio = (revenue * 1000) / line.ammontare;
  if (ratio < UNIT_MISTAKE_RATIO) return null;
  return `fatturato is in thousands of euro: ${revenue} thousand € is ${Math.round(ratio)}× the balance line Fatturato (${line.ammontare} €); send ${Math.round(line.ammontare / 1000)}`;
}

export const reportContentSchema = reportContentShape
  .extend({
    company: reportCompanySchema,
    valutazioniParziali: z.array(partialEvaluationContractSchema),
    eventiNegativi: negativeEventsContractSchema.nullable(),
    sostenibilita: sustainabilityContractSchema,
  })
  .meta({
    id: 'ReportContent',
    description:
      'A delivered report: everything the overview shows. A section without data is null (shown as "Dati non disponibili"). Money in euro except profiloOperativo.fatturato (thousands of euro).',
  });
export type ReportContent = z.infer<typeof reportContentSchema>;

/** POST /api/v1/sintesi/sintesi-documenti */
export const synthesisRequestSchema = z
  .object({ cdRichiesta: z.string().min(1).max(64), idConsegna: z.string().min(1).max(64) })
  .strict();

export const synthesisSchema = reportContentShape.extend({
  cdRichiesta: z.string(),
  idConsegna: z.string(),
  dataEvasione: z.string(),
});
export type Synthesis = z.infer<typeof synthesisSchema>;
