import { z } from 'zod';

/** Editions of the ATECO classification; an entry's versione '25' means ATECO 2025 (spec part 2 §3). */
export const ATECO_VERSIONS = ['07', '25'] as const;
export type AtecoVersion = (typeof ATECO_VERSIONS)[number];

export const provinciaSchema = z.object({
  /** The two-letter sigla, e.g. 'MI'. */
  cd_provincia: z.string(),
  denominazione: z.string(),
});
export type Provincia = z.infer<typeof provinciaSchema>;

export const comuneSchema = z.object({
  /** ISTAT code of the municipality, e.g. '015146' for Milano. */
  cd_comune: z.string(),
  comune: z.string(),
});
export type Comune = z.infer<typeof comuneSchema>;

export const naturaGiuridicaSchema = z.object({ cd_natgiu: z.string(), denominazione: z.string() });
export type NaturaGiuridica = z.infer<typeof naturaGiuridicaSchema>;

/** Divisions (two-character codes) are headings of the sector picker, not selectable entries. */
export const atecoEntrySchema = z.object({
  codice: z.string(),
  descrizione: z.string(),
  versione: z.enum(ATECO_VERSIONS),
});
export type AtecoEntry = z.infer<typeof atecoEntrySchema>;

export function isAtecoHeading(entry: Pick<AtecoEntry, 'codice'>): boolean {
  return entry.codice.length === 2;
}

/** ISO 3166-1 alpha-2 code and Italian name. */
export const paeseSchema = z.object({ cd_paese: z.string(), denominazione: z.string() });
export type Paese = z.infer<typeof paeseSchema>;

export const DOMAIN_LIST_KEYS = ['province', 'ateco', 'natureGiuridiche', 'paesi'] as const;
export type DomainListKey = (typeof DOMAIN_LIST_KEYS)[number];

const KEY_MESSAGE = `Parametro chiave assente o non valido: valori ammessi ${DOMAIN_LIST_KEYS.join(', ')}.`;
const domainListKeySchema = z.enum(DOMAIN_LIST_KEYS, { error: KEY_MESSAGE });

/** GET /api/v1/dominio/dati-dominio?chiave=…&chiave=…: one or more keys, repeated. */
export const domainListsQuerySchema = z.object({
  chiave: z
    .union([domainListKeySchema, z.array(domainListKeySchema).min(1, KEY_MESSAGE)], { error: KEY_MESSAGE })
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
});

/** One property per requested key. */
export const domainListsResponseSchema = z.object({
  province: z.array(provinciaSchema).optional(),
  ateco: z.array(atecoEntrySchema).optional(),
  natureGiuridiche: z.array(naturaGiuridicaSchema).optional(),
  paesi: z.array(paeseSchema).optional(),
});
export type DomainLists = z.infer<typeof domainListsResponseSchema>;

/** GET /api/v1/dominio/elenco-comuni?cdProvincia=MI (the sigla; lower case is accepted). */
export const municipalitiesQuerySchema = z.object({
  cdProvincia: z
    .string({ error: 'Parametro cdProvincia obbligatorio: la sigla della provincia, es. MI.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Sigla di provincia non valida: due lettere, es. MI.'),
});

export const municipalitiesResponseSchema = z.array(comuneSchema);
