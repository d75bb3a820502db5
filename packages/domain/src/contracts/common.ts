import { z } from 'zod';

/** Every error body of the API (spec part 1 §8: toasts show the message and the status). */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** 401 body: the browser goes to loginUrl with the current address as service (spec part 1 §8). */
export const unauthorizedResponseSchema = z.object({ message: z.string(), loginUrl: z.string() });
export type UnauthorizedResponse = z.infer<typeof unauthorizedResponseSchema>;

/** Answer of module writes, saves and sends. */
export const esitoResponseSchema = z.object({ esito: z.boolean() });
export type EsitoResponse = z.infer<typeof esitoResponseSchema>;

/** The largest value of a PostgreSQL integer (int4 / serial) column, e.g. the id of a team note. */
export const DB_INT_MAX = 2_147_483_647;
/** An id the client sends back that names a row with a serial key: beyond DB_INT_MAX it cannot exist. */
export const serialIdSchema = z.number().int().positive().max(DB_INT_MAX);

const fieldErrorsSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).min(1),
});

/**
 * The text a user reads for an error answer: the field messages of a validation error (each once,
 * without the technical field paths such as 'body.fornitori.0.chiaveDocumento'), else `message`.
 */
export function userErrorMessage(body: unknown): string | null {
  const fields = fieldErrorsSchema.safeParse(body);
  if (fields.success) return [...new Set(fields.data.errors.map((e) => e.message.trim()))].join(' · ');
  const plain = errorResponseSchema.safeParse(body);
  return plain.success && plain.data.message.trim() ? plain.data.message : null;
}
