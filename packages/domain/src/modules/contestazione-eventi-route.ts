import { moduleRoute } from '../constants/app.ts';

/** The contest's slug and the page of one event's contest, zod-free: the overview links to it. */
export const CONTEST_SLUG = 'contestazione-eventi';

/** Days the analysts have to answer a contest, from its sending (issue 29 §3). */
export const CONTEST_REVIEW_DAYS = 30;

/** The contest page of one event: the overview's 'Contesta' opens it with the event chosen. */
export const contestEventRoute = (idEvento: string) =>
  `${moduleRoute(CONTEST_SLUG)}?evento=${encodeURIComponent(idEvento)}`;
