import { z } from 'zod';

/** Field helpers of the modules' contribution schemas (the provider's view of stored data). */

export const fileKey = (description: string) =>
  z.string().meta({
    description: `${description} A stored-file key; the event's files[] gives its machine-API URL.`,
    examples: ['S000001/7c9e6679-7425-40de-944b-e07fc1f90ae7'],
  });

export const epochMs = (description: string) =>
  z
    .number()
    .int()
    .meta({
      description: `${description} Milliseconds since the epoch of the start of the Italian day (Europe/Rome).`,
      'x-unit': 'ms',
    });
