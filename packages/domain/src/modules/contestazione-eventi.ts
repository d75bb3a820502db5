import { z } from 'zod';
import { countEvents, type NegativeEvent } from '../contracts/negative-events.ts';
import type { NegativeEventsSection } from '../contracts/overview.ts';
import { MESSAGES } from '../rules/messages.ts';
import type { UploadRule } from '../rules/uploads.ts';
import { CONTEST_REVIEW_DAYS, CONTEST_SLUG } from './contestazione-eventi-route.ts';
import { fileKey } from './contribution-fields.ts';
import { defineModule } from './define.ts';
import { MODULE_LABELS } from './labels.ts';

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

export const CONTEST_NOTE_MAX = 500;

/**
 * The evidence: PDFs only, checked by content like every upload; up to 5 files of 10 MB each, one
 * per multipart field (documento1 … documento5).
 */
export const CONTEST_EVIDENCE_RULE = {
  kinds: ['pdf'],
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 5,
} as const satisfies UploadRule;
export const CONTEST_EVIDENCE_FIELDS = Array.from(
  { length: CONTEST_EVIDENCE_RULE.maxFiles },
  (_, i) => `documento${i + 1}`,
);

/** Text fields of the multipart write (the files travel as documento1 … documento5). */
export const contestUploadFieldsSchema = z
  .object({
    idEvento: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(64),
    motivo: z.enum(CONTEST_GROUNDS.map((g) => g.code) as [ContestGround, ...ContestGround[]], {
      error: MESSAGES.required,
    }),
    importoCorretto: z.coerce.number().min(0).max(1e12).optional(),
    dataCorretta: z.iso.date().optional(),
    nota: z.string().trim().max(CONTEST_NOTE_MAX).optional().default(''),
  })
  .strict();

/** The standard rejection reasons of a contest (besides the general ones). */
export const CONTEST_REJECTION_REASONS = [
  {
    code: 'evento-confermato',
    it: "L'evento risulta ancora nel registro pubblico",
    en: 'The event is still in the public register',
  },
  {
    code: 'prova-insufficiente',
    it: 'I documenti non provano il motivo indicato',
    en: 'The documents do not prove the ground given',
  },
];

export const contestEvidenceSchema = z
  .object({
    codiceDocumento: z.string().min(1).max(100),
    nomeDocumento: z.string().min(1).max(255),
    contentTypeDocumento: z.string().max(100),
  })
  .strict();

const amount = z.number().min(0).max(1e12);

/** '1.860,50' → 1860.5; NaN when it is not an Italian amount. */
export function parseItalianAmount(text: string): number {
  const t = text.trim();
  return /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(t)
    ? Number(t.replaceAll('.', '').replace(',', '.'))
    : Number.NaN;
}

/** The contest form (values as typed, and the chosen files), validated as the API will. */
export function contestFormSchema<F>() {
  return z
    .object({
      idEvento: z.string().min(1, MESSAGES.required),
      motivo: z.string().min(1, MESSAGES.required),
      importoCorretto: z.string(),
      dataCorretta: z.string(),
      nota: z.string().trim().max(CONTEST_NOTE_MAX, `Massimo ${CONTEST_NOTE_MAX} caratteri`),
      files: z
        .array(z.custom<F>((v) => typeof v === 'object' && v !== null))
        .min(1, MESSAGES.required)
        .max(CONTEST_EVIDENCE_RULE.maxFiles),
    })
    .superRefine((v, ctx) => {
      if (v.motivo !== 'importoDataErrati') return;
      if (v.importoCorretto.trim() && Number.isNaN(parseItalianAmount(v.importoCorretto)))
        ctx.addIssue({ code: 'custom', path: ['importoCorretto'], message: MESSAGES.invalidValue });
      if (!v.importoCorretto.trim() && !v.dataCorretta)
        ctx.addIssue({ code: 'custom', path: ['importoCorretto'], message: MESSAGES.required });
    });
}

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

/** The stored contest as the provider receives it (events' `data.contribution`). */
export const contestazioneEventiContributionSchema = z
  .object({
    idEvento: z.string().meta({ description: 'The contested event: its NegativeEvent.id in the report.' }),
    motivo: z.enum(GROUND_CODES).meta({
      description: `Why the event is wrong: ${CONTEST_GROUNDS.map((g) => `${g.code} (${g.en})`).join('; ')}. An acceptance removes the event, or for importoDataErrati corrects its amount or date.`,
    }),
    importoCorretto: z
      .number()
      .nullable()
      .meta({ description: 'importoDataErrati: the right amount. In euro.' }),
    dataCorretta: z
      .string()
      .nullable()
      .meta({ description: 'importoDataErrati: the right day, YYYY-MM-DD.' }),
    nota: z.string(),
    documenti: z.array(
      z.object({
        codiceDocumento: fileKey('An evidence PDF.'),
        nomeDocumento: z.string(),
        contentTypeDocumento: z.string(),
      }),
    ),
  })
  .meta({
    id: 'ContestazioneEventiContribution',
    description: 'A contest of one negative event of the report (module contestazioneEventi).',
  });

export const contestazioneEventiModule = defineModule({
  name: 'contestazioneEventi',
  slug: CONTEST_SLUG,
  apiPath: CONTEST_SLUG,
  label: MODULE_LABELS.contestazioneEventi,
  description: {
    it: 'Contesta un evento negativo del report inviando i documenti che lo smentiscono.',
    en: 'Contest a negative event of the report by sending the documents that disprove it.',
  },
  rejectionReasons: CONTEST_REJECTION_REASONS,
  draftSchema: () => contestazioneEventiSchema,
  contributionSchema: contestazioneEventiContributionSchema,
  // a contest starts from the event the company picks, not from the report
  fromReport: null,
  review: 'module',
  backFrom: [],
  hubCard: false,
  // one open contest per event: contests of different events may be in progress together
  instanceKey: (data) => (typeof data.idEvento === 'string' ? data.idEvento : null),
  instanceInProgress: {
    it: 'Questo evento ha già una contestazione in lavorazione: attendi la risposta prima di contestarlo di nuovo.',
    en: 'This event already has a contest in progress: wait for the answer before contesting it again.',
  },
  // the analysts answer within the month (issue 29 §3); REVIEW_DEADLINE_DAYS overrides it
  reviewDays: CONTEST_REVIEW_DAYS,
});
