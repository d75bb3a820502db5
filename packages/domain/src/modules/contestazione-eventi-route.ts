import { moduleRoute } from '../constants/app.ts';

/** The contest's slug and the page of one event's contest, zod-free: the overview links to it. */
export const CONTEST_SLUG = 'contestazione-eventi';

/** Days the analysts have to answer a contest, from its sending (issue 29 §3). */
export const CONTEST_REVIEW_DAYS = 30;

/** The contest page of one event: the overview's 'Contesta' opens it with the event chosen. */
export const contestEventRoute = (idEvento: string) =>
  `${moduleRoute(CONTEST_SLUG)}?evento=${encodeURIComponent(idEvento)}`;

/** The contest's module name, for screens that read its records without loading its definition. */
export const CONTEST_MODULE = 'contestazioneEventi' as const;

type ContestRecord = {
  stato: string;
  dataScadenza?: string | null | undefined;
  motivoRifiuto?: string | null | undefined;
  dati: Record<string, unknown>;
};

/**
 * What the company knows of the contests of one event: the one in progress (sent, undecided) and
 * the last decided one, from its contributions (GET /contribuzioni/leggi).
 */
export function contestsOfEvent(
  contributions: {
    moduli: Partial<Record<string, readonly ContestRecord[]>>;
    storicoContribuzioni: Partial<Record<string, readonly ContestRecord[]>>;
  },
  idEvento: string,
): { open: ContestRecord | null; lastDecided: ContestRecord | null } {
  const about = (r: ContestRecord) => r.dati.idEvento === idEvento;
  const open =
    contributions.moduli[CONTEST_MODULE]?.find(
      (r) => about(r) && (r.stato === 'IN_ATTESA_LAVORAZIONE' || r.stato === 'IN_LAVORAZIONE'),
    ) ?? null;
  const decided = contributions.storicoContribuzioni[CONTEST_MODULE]?.filter(about) ?? [];
  return { open, lastDecided: decided.at(-1) ?? null };
}
