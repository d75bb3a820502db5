import { z } from 'zod';
import { CGS_CODES, CONSULTATION_LEVELS, ECOFIN_LEVELS, PAYMENT_LEVELS } from '../constants/scales.ts';

const codes = <T extends readonly { code: string }[]>(levels: T) =>
  levels.map((l) => l.code) as unknown as [T[number]['code'], ...T[number]['code'][]];

export const atecoRefSchema = z.object({ codice: z.string(), descrizione: z.string() });

export const companySchema = z.object({
  companyName: z.string(),
  taxCode: z.string(),
  vat: z.string().nullable(),
  webSite: z.string().nullable(),
  telephone: z.string().nullable(),
  address: z.object({
    street: z.string(),
    postCode: z.string(),
    municipality: z.string(),
    provinceCode: z.string(),
  }),
  legalForm: z.object({ cd_natgiu: z.string(), denominazione: z.string() }),
  activityStatus: z.string(),
  activityStatusDesc: z.string(),
  ateco: atecoRefSchema.nullable(),
  ateco25: atecoRefSchema.nullable(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  reaNumber: z.string().nullable(),
  reaDate: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

export const partialEvaluationSchema = z.object({
  id: z.string(),
  /** ok, pericolo; any other value means warning. */
  icona: z.string(),
});

export const managerSchema = z.object({
  denominazione: z.string(),
  cfPiva: z.string(),
  percentuale: z.number().nullable(),
  cariche: z.array(z.string()),
});

export const countryShareSchema = z.object({ codice: z.string(), nome: z.string() });

export const operatingProfileSchema = z.object({
  fatturato: z.number().nullable(),
  /** The year of the revenue; null when there is no revenue (a profile of employees only). */
  annoFatturato: z.number().int().nullable(),
  /** The revenue of the current year is an estimate. */
  fatturatoStimato: z.boolean(),
  dipendenti: z.number().int().nullable(),
  paesiImport: z.array(countryShareSchema),
  paesiExport: z.array(countryShareSchema),
  percentualeExport: z.number().nullable(),
  percentualeImport: z.number().nullable(),
});

export const counterpartSchema = z.object({
  idSoggetto: z.string().nullable(),
  ragioneSociale: z.string(),
  pivaCf: z.string().nullable(),
  paese: z.string(),
});

export const paymentMetricsSchema = z.object({
  ammontareFattureChiuse: z.number(),
  esperienzeScadute: z.number(),
  giorniMediAzienda: z.number(),
  giorniMediPagamento: z.number(),
  giorniMediSettore: z.number(),
  incidenzaEsposizione: z.number(),
  numeroEsperienze: z.number(),
  ritardoMedio: z.number(),
  tempiPagamento: z.enum(codes(PAYMENT_LEVELS)),
  transazioneMassima: z.number(),
  trend: z.number().int().min(-2).max(2),
  /** -1 below the sector average, 0 equal, 1 above. */
  confrontoSettore: z.number().int().min(-1).max(1),
  /** Average payment days per month over the last 12 months, for the trend chart. */
  andamento: z.array(z.object({ mese: z.string(), giorni: z.number() })),
});
export type PaymentMetrics = z.infer<typeof paymentMetricsSchema>;

export const negativeEventsSchema = z.object({
  classificazione: z.object({ descrizione: z.string(), valore: z.number().int().min(1).max(5) }),
  eventiInfluenti: z.object({
    protesti: z.number().int(),
    pregiudizievoli: z.number().int(),
    newsNegative: z.number().int(),
    fallimentiEProcedure: z.number().int(),
    altriAttiConservatoria: z.number().int(),
  }),
});

export const consultationsSchema = z.object({
  score: z.enum(codes(CONSULTATION_LEVELS)),
  numeroConsultazioni: z.number().int(),
  percentualeAzienda: z.number(),
  percentualeAltro: z.number(),
  percentualeIstituzioniFinanziarie: z.number(),
});

export const balanceSchema = z.object({
  valoriBilancio: z.array(
    z.object({ label: z.string(), ammontare: z.number(), percentuale: z.number().nullable() }),
  ),
  nota: z.string(),
  postilla: z.string().nullable(),
  analisiBilancio: z.object({
    descrizione: z.string(),
    situazioneAzienda: z.enum(codes(ECOFIN_LEVELS)),
    situazioneSettore: z.enum(codes(ECOFIN_LEVELS)),
    sintesiAnalista: z.string(),
  }),
});

export const sustainabilitySchema = z.object({
  esgScoreClass: z.string().nullable(),
  esgPropensityClass: z.string().nullable(),
});
export type Sustainability = z.infer<typeof sustainabilitySchema>;

/**
 * The content of a delivered report: everything the overview shows. A delivery never changes;
 * a section the provider has no data for is null (the card shows 'Dati non disponibili').
 */
export const reportContentSchema = z.object({
  company: companySchema,
  cgs: z.object({
    score: z.number().min(0).max(100).nullable(),
    descriptiveScoreSynthesisCode: z.enum(CGS_CODES).nullable(),
  }),
  fido: z.object({ valore: z.number().nullable(), titolo: z.string() }).nullable(),
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
export type ReportContent = z.infer<typeof reportContentSchema>;

/** POST /api/v1/sintesi/sintesi-documenti */
export const synthesisRequestSchema = z
  .object({ cdRichiesta: z.string().min(1).max(64), idConsegna: z.string().min(1).max(64) })
  .strict();

export const synthesisSchema = reportContentSchema.extend({
  cdRichiesta: z.string(),
  idConsegna: z.string(),
  dataEvasione: z.string(),
});
export type Synthesis = z.infer<typeof synthesisSchema>;
