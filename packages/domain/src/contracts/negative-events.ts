import { z } from 'zod';

import { NEGATIVE_EVENT_CATEGORIES, type NegativeEventCategory } from '../constants/negative-events.ts';

/** The counts of the report (`eventiInfluenti`). */
export const negativeEventCountsSchema = z.object({
  protesti: z.number().int().min(0),
  pregiudizievoli: z.number().int().min(0),
  newsNegative: z.number().int().min(0),
  fallimentiEProcedure: z.number().int().min(0),
  altriAttiConservatoria: z.number().int().min(0),
});
export type NegativeEventCounts = z.infer<typeof negativeEventCountsSchema>;

export const negativeEventSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+$/, 'only letters, digits, "_", "." and "-"')
      .min(1)
      .max(64)
      .meta({
        description:
          'The provider’s stable id of the event: the same event keeps it in every delivery (a company’s contest names it).',
        examples: ['PRT-2025-000123'],
      }),
    categoria: z.enum(NEGATIVE_EVENT_CATEGORIES).meta({
      description:
        'The count the event is behind: protesti (protests), fallimentiEProcedure (bankruptcies and insolvency procedures), pregiudizievoli (prejudicial acts: mortgages, seizures…), altriAttiConservatoria (other acts of the real-estate registers), newsNegative (negative news).',
    }),
    tipo: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .meta({
        description: 'The act as the register names it, in Italian.',
        examples: ['Protesto di cambiale', 'Pignoramento presso terzi', 'Ipoteca giudiziale'],
      }),
    data: z.iso.date().meta({ description: 'The day of the event (YYYY-MM-DD).', examples: ['2025-09-12'] }),
    importo: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: 'The amount, when the act has one. In euro.', 'x-unit': 'EUR', examples: [4250] }),
    fonte: z
      .object({
        registro: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .meta({
            description: 'The public register (or the news source) the event comes from.',
            examples: ['Registro informatico dei protesti - CCIAA di Milano'],
          }),
        riferimento: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .meta({ description: 'The reference in that register.', examples: ['MI/2025/0012345'] }),
      })
      .meta({ description: 'Where the event comes from.' }),
  })
  .meta({ id: 'NegativeEvent', description: 'One negative event of the report.' });
export type NegativeEvent = z.infer<typeof negativeEventSchema>;

/** How many events of each category a list holds: the counts it stands for. */
export function countEvents(events: readonly { categoria: NegativeEventCategory }[]): NegativeEventCounts {
  const counts: NegativeEventCounts = {
    protesti: 0,
    pregiudizievoli: 0,
    newsNegative: 0,
    fallimentiEProcedure: 0,
    altriAttiConservatoria: 0,
  };
  for (const e of events) counts[e.categoria] += 1;
  return counts;
}

/**
 * Counts and list must agree: with a list (`eventi`), each count is the number of its events —
 * the portal derives the counts from the list whenever it changes one, and refuses a delivery
 * whose counts say otherwise (a provider's bug caught at the door, not shown to the company).
 * Without a list the counts stand alone (deliveries made before lists existed). Event ids are
 * unique within a report.
 */
export function checkNegativeEvents(
  value: { eventiInfluenti: NegativeEventCounts; eventi?: readonly NegativeEvent[] | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!value.eventi) return;
  const listed = countEvents(value.eventi);
  for (const category of NEGATIVE_EVENT_CATEGORIES) {
    const count = value.eventiInfluenti[category];
    if (count !== listed[category])
      ctx.addIssue({
        code: 'custom',
        path: ['eventiInfluenti', category],
        message: `${category} is ${count} but eventi lists ${listed[category]} event(s) of categoria ${category}: the counts must be those of the list`,
      });
  }
  const seen = new Set<string>();
  for (const [i, event] of value.eventi.entries()) {
    if (seen.has(event.id))
      ctx.addIssue({ code: 'custom', path: ['eventi', i, 'id'], message: `the id ${event.id} twice` });
    seen.add(event.id);
  }
}
