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
