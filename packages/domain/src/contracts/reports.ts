import { z } from 'zod';

/** GET /api/v1/sintesi/ultimi-rapporti: the latest fulfilled report delivery (both null when none). */
export const latestReportsSchema = z.object({
  rapportiCredibility: z.object({
    cdRichiestaUltimoEvaso: z.string().nullable(),
    idConsegnaUltimoEvaso: z.string().nullable(),
  }),
});
export type LatestReports = z.infer<typeof latestReportsSchema>;

export function hasLatestReport(r: LatestReports['rapportiCredibility']): boolean {
  return Boolean(r.cdRichiestaUltimoEvaso || r.idConsegnaUltimoEvaso);
}
