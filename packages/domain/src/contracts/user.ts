import { z } from 'zod';

/** GET /api/v1/user (spec part 1 §3 User). userId is the acting user, loginUserId the signed-in one. */
export const userSchema = z.object({
  nome: z.string(),
  cognome: z.string(),
  status: z.number().int(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
  loginUserId: z.string(),
  userId: z.string(),
  abilitazioni: z.object({ abilitatoCredibility: z.boolean() }),
  /** Ours: who signed in (the analyst while acting for a company) and the company acted for. */
  signedIn: z.object({ nome: z.string(), cognome: z.string() }).optional(),
  actingFor: z.object({ companyName: z.string() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/v1/dominio/url-interne: external addresses and the support contacts of the help box. */
export const internalUrlsSchema = z.object({
  profiloUtente: z.string(),
  sitoFornitore: z.string(),
  assistenza: z.object({
    email: z.string(),
    telefonoItalia: z.string(),
    telefonoEstero: z.string(),
  }),
});
export type InternalUrls = z.infer<typeof internalUrlsSchema>;

/** POST /api/v1/logout */
export const logoutResponseSchema = z.object({ logoutUrl: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
