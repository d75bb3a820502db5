import { z } from 'zod';
import { countEvents, type NegativeEvent } from '../contracts/negative-events.ts';
import type { NegativeEventsSection } from '../contracts/overview.ts';
import { MESSAGES } from '../rules/messages.ts';
import type { UploadRule } from '../rules/uploads.ts';

/*
 * Contest of one negative event (issue 29 §2): the company names an event of its report, says why
 * it is wrong and sends evidence; an accepted contest removes or corrects exactly that event.
 */

/** Why the event is wrong. `correction` grounds keep the event with a corrected amount or date. */
export const CONTEST_GROUNDS = [
  {
    code: 'pagatoCancellato',
    it: 'Pagato e cancellato dal registro',
    en: 'Paid and cancelled from the register',
    outcome: 'remove',
  },
  { code: 'revocatoEstinto', it: 'Revocato o estinto', en: 'Lifted or ended', outcome: 'remove' },
  {
    code: 'nonRiguarda',
    it: "Non riguarda l'azienda (omonimia o codice fiscale errato)",
    en: 'Not this company (homonymy or wrong tax code)',
    outcome: 'remove',
  },
  { code: 'importoDataErrati', it: 'Importo o data errati', en: 'Wrong amount or date', outcome: 'correct' },
  { code: 'altro', it: 'Altro', en: 'Other', outcome: 'remove' },
] as const;
export type ContestGround = (typeof CONTEST_GROUNDS)[number]['code'];
const GROUND_CODES = CONTEST_GROUNDS.map((g) => g.code) as [ContestGround, ...ContestGround[]];

/** The evidence: PDFs only, checked by content like every upload; up to 5 files of 10 MB each. */
export const CONTEST_EVIDENCE_RULE = {
  kinds: ['pdf'],
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 5,
} as const satisfies UploadRule;
export const CONTEST_NOTE_MAX = 500;

export const contestEvidenceSchema = z
  .object({
    codiceDocumento: z.string().min(1).max(100),
    nomeDocumento: z.string().min(1).max(255),
    contentTypeDocumento: z.string().max(100),
  })
  .strict();

const amount = z.number().min(0).max(1e12);

/** The stored draft / saved record of a contest. */
export const contestazioneEventiSchema = z
  .object({
    idEvento: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(64),
    motivo: z.enum(GROUND_CODES, { error: MESSAGES.required }),
    /** Only with importoDataErrati: what the event should say (at least one of the two). */
    importoCorretto: amount.nullable().default(null),
    dataCorretta: z.iso.date().nullable().default(null),
    nota: z.string().trim().max(CONTEST_NOTE_MAX).default(''),
    documenti: z
      .array(contestEvidenceSchema)
      .min(1, MESSAGES.required)
      .max(CONTEST_EVIDENCE_RULE.maxFiles, `Massimo ${CONTEST_EVIDENCE_RULE.maxFiles} documenti`),
  })
  .strict()
  .superRefine((contest, ctx) => {
    const correction = contest.importoCorretto !== null || contest.dataCorretta !== null;
    if (contest.motivo === 'importoDataErrati' && !correction)
      ctx.addIssue({ code: 'custom', path: ['importoCorretto'], message: MESSAGES.required });
    if (contest.motivo !== 'importoDataErrati' && correction)
      ctx.addIssue({ code: 'custom', path: ['importoCorretto'], message: MESSAGES.invalidValue });
  });
export type ContestazioneEventi = z.infer<typeof contestazioneEventiSchema>;

/** The event of the report a contest names, or undefined (someone else's, or gone already). */
export function contestedEvent(
  section: NegativeEventsSection | null | undefined,
  idEvento: string,
): NegativeEvent | undefined {
  return section?.eventi?.find((e) => e.id === idEvento);
}

/**
 * The negative events with an accepted contest in place: exactly that event removed, or its
 * amount or date corrected, and the counts derived from the list again. The classification is
 * the provider's: it stays until the provider delivers again. Null when the event is not there.
 */
export function applyContest(
  section: NegativeEventsSection,
  contest: Pick<ContestazioneEventi, 'idEvento' | 'motivo' | 'importoCorretto' | 'dataCorretta'>,
): NegativeEventsSection | null {
  const events = section.eventi ?? [];
  const index = events.findIndex((e) => e.id === contest.idEvento);
  if (index < 0) return null;
  const ground = CONTEST_GROUNDS.find((g) => g.code === contest.motivo)!;
  const event = events[index]!;
  const next =
    ground.outcome === 'remove'
      ? events.filter((_, i) => i !== index)
      : events.map((e, i) =>
          i === index
            ? {
                ...event,
                importo: contest.importoCorretto ?? event.importo,
                data: contest.dataCorretta ?? event.data,
              }
            : e,
        );
  return { ...section, eventiInfluenti: countEvents(next), eventi: next };
}
