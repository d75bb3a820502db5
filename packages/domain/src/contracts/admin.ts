import { z } from 'zod';
import { MODULE_STATES } from '../lifecycle/states.ts';
import { serialIdSchema } from './common.ts';

/** POST /api/v1/admin/ricercaSoggetto: by subject id or user id (upper-cased), or VAT/tax code/name prefix. */
export const adminSearchRequestSchema = z.object({ userId: z.string().trim().min(1).max(100) }).strict();

export const adminSearchResultSchema = z.object({
  userId: z.string(),
  azienda: z.object({
    denominazione: z.string(),
    partitaIva: z.string().nullable(),
    codiceFiscale: z.string(),
    idSoggetto: z.string(),
    indirizzo: z.object({
      toponimo: z.string().nullable(),
      denominazione: z.string().nullable(),
      civico: z.string().nullable(),
      cap: z.string().nullable(),
      comune: z.string().nullable(),
      provincia: z.string().nullable(),
    }),
    naturaGiuridica: z.object({ descrizione: z.string() }),
    statoAttivita: z.object({ descrizione: z.string() }),
    telefono: z.string().nullable(),
    sitoInternet: z.string().nullable(),
  }),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
export const adminSearchResponseSchema = z.object({ risultati: z.array(adminSearchResultSchema) });

export const selectUserRequestSchema = z.object({ userId: z.string().trim().min(1).max(100) }).strict();

/** Team notes on a subject (spec part 1 §3): dataInserimento is a millisecond timestamp. */
export const NOTE_MAX = 2000;
export const subjectNoteSchema = z.object({
  id: z.number().int(),
  nota: z.string(),
  dataInserimento: z.number().int(),
  userId: z.string(),
  autore: z.string(),
});
export type SubjectNote = z.infer<typeof subjectNoteSchema>;
export const subjectNotesResponseSchema = z.array(subjectNoteSchema);
export const addNoteRequestSchema = z
  .object({
    nota: z.string().trim().min(1, 'Campo obbligatorio').max(NOTE_MAX),
    denominazione: z.string().max(300).optional(),
  })
  .strict();
export const deleteNoteRequestSchema = z.object({ idNota: serialIdSchema }).strict();

/** POST /api/v1/admin/cambia-stato-contribuzione */
export const changeStateRequestSchema = z
  .object({
    idBlocco: z.guid(),
    statoModulo: z.enum(MODULE_STATES),
    motivoRifiuto: z.string().trim().max(1000).optional(),
    /** Ours: a code of the rejection-reason catalogue; motivoRifiuto then adds the analyst's words. */
    reasonCode: z.string().max(60).optional(),
  })
  .strict();
export type ChangeStateRequest = z.input<typeof changeStateRequestSchema>;

/** GET /api/v1/admin/subjects/{subjectId}/history: a company's team notes and who acted for it. */
export const companyHistorySchema = z.object({
  notes: subjectNotesResponseSchema,
  impersonations: z.array(
    z.object({
      analyst: z.object({ userId: z.string(), name: z.string() }),
      actedAs: z.string(),
      startedAt: z.string(),
      endedAt: z.string().nullable(),
    }),
  ),
});
export type CompanyHistory = z.infer<typeof companyHistorySchema>;
