import { z } from 'zod';

/** Search input: every non-alphanumeric character removed; at least 2 characters (spec part 2 §5). */
export const SEARCH_MIN_CHARS = 2;
export const stripSearch = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
export const isSearchable = (text: string) => stripSearch(text).length >= SEARCH_MIN_CHARS;
/**
 * The search text as sent: trimmed, spaces collapsed, punctuation kept. The VAT number and the tax
 * code are matched on its letters and digits (stripSearch); the name on the text as typed, so
 * 'DUCA-BENVENUTI' or 'ROSSI & C.' find their subjects (issue 19 §6: the input no longer strips).
 */
export const searchText = (text: string) => text.trim().replace(/\s+/g, ' ');
/** The name prefix a search text matches (case-insensitive). */
export const searchNamePrefix = (text: string) => searchText(text).toLowerCase();

/* A VAT number (whole or its first digits, with or without the IT prefix) or a person's tax code. */
const VAT_TERM = /^(?:IT)?\d+$/;
const PERSON_TAX_CODE = /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/;
/** The code a search text is matched on: its letters and digits, upper-cased, without the IT of a VAT number. */
export const searchCode = (text: string) =>
  stripSearch(text)
    .toUpperCase()
    .replace(/^IT(?=\d)/, '');
/** Whether a search text is a code (VAT number or tax code) rather than a name. */
export const isCodeSearch = (text: string) => {
  const letters = stripSearch(text).toUpperCase();
  return VAT_TERM.test(letters) || PERSON_TAX_CODE.test(letters);
};
/**
 * The search term as the client sends it and the server reads it (issue 25 §6): a code is
 * stripped to its letters and digits ('IT-01.23' → '0123'), a name keeps its words and
 * punctuation ('Rossi & C.' stays), spaces collapsed.
 */
export const normaliseSearch = (text: string) => (isCodeSearch(text) ? searchCode(text) : searchText(text));

/** GET /api/v1/soggetto/{pivaCf}/ricerca: subjects whose VAT, tax code or name starts with the text. */
export const subjectSearchItemSchema = z.object({
  idSoggetto: z.string(),
  denominazione: z.string(),
  codiceFiscale: z.string(),
  partitaIva: z.string().nullable(),
});
export const subjectSearchResponseSchema = z.array(subjectSearchItemSchema);
export type SubjectSearchItem = z.infer<typeof subjectSearchItemSchema>;

/** POST /api/v1/soggetto/ricerca-soggetto: the full subject fields of spec part 2 §3. */
export const subjectSchema = z.object({
  idSoggetto: z.string(),
  denominazione: z.string(),
  codiceFiscale: z.string(),
  partitaIva: z.string().nullable(),
  naturaGiuridica: z.object({ descrizione: z.string() }),
  statoAttivita: z.object({ descrizione: z.string() }),
  indirizzo: z.object({
    cap: z.string().nullable(),
    civico: z.string().nullable(),
    comune: z.string().nullable(),
    denominazione: z.string().nullable(),
    provincia: z.string().nullable(),
    toponimo: z.string().nullable(),
  }),
  atecoList: z.array(z.object({ codice: z.string(), descrizione: z.string(), versione: z.string() })),
  kreaInfo: z.object({
    cciaa: z.string().nullable(),
    dtIscrizione: z.string().nullable(),
    nrea: z.string().nullable(),
  }),
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectLookupRequestSchema = z.array(z.string().min(1).max(40)).min(1).max(50);
export const subjectLookupResponseSchema = z.record(z.string(), subjectSchema);
