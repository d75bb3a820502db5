import type { z } from 'zod';
import type { Synthesis } from '../contracts/overview.ts';

/** A reason an analyst may give for a rejection, in both languages. */
export type RejectionReason = { code: string; it: string; en: string };

/** How analysts decide a sent contribution: as a whole, or invoice by invoice. */
export type ReviewGranularity = 'module' | 'perInvoice';

/** The wizard's steps (spec part 2 §2): data collection, result, and the hidden preview. */
export type WizardStep = 'collection' | 'result' | 'preview';

/** A text in the portal's two languages. */
export type Bilingual = { readonly it: string; readonly en: string };

/**
 * Everything both sides need to know of a contribution module, said once. The API registry
 * (`Record<ModuleName, ServerModule>`) and the web registry (`Record<ModuleName, ClientModule>`)
 * are keyed by `name`, so a module missing from either does not compile; every key here is
 * required, so a definition missing a piece does not compile either.
 */
/** A report's sections: what a synthesis read by the web and a stored report in the API share. */
export type ReportSections = Omit<Synthesis, 'cdRichiesta' | 'idConsegna' | 'dataEvasione'>;

/** A section of the report (a key of the synthesis), e.g. `bilancio`. */
export type ReportSection = keyof ReportSections;

/** The report-to-form mapping of a module the report prefills. */
export type FromReport = (report: ReportSections) => unknown;

export interface ModuleSpec<
  N extends string = string,
  S extends string = string,
  F extends FromReport | null = FromReport | null,
  C extends z.ZodType = z.ZodType,
> {
  /** The API's module name (spec part 2 §1). */
  readonly name: N;
  /** Route slug of the wizard (spec part 2 §2). */
  readonly slug: S;
  /** Segment of its API paths, `/contribuzioni/{apiPath}/…` (spec part 2 §7). */
  readonly apiPath: string;
  /** The module's title as the spec writes it (from `MODULE_LABELS`). */
  readonly label: Bilingual;
  /** What the module is for, on its card of the data-integration page (spec part 1 §2.2). */
  readonly description: Bilingual;
  /** The module's own standard rejection reasons (the general ones and "other" are added). */
  readonly rejectionReasons: readonly RejectionReason[];
  /** The draft as the form holds it and the API validates it; `today` fixes date windows. */
  readonly draftSchema: (today: number) => z.ZodType;
  /** The stored contribution as the provider receives it (events' `data.contribution`). */
  readonly contributionSchema: C;
  /**
   * The report as the form shows it (the form's values when nothing is saved), or null for a
   * module the report does not prefill. The one mapping: the web starts its form from it and the
   * API treats a field equal to it as unchanged.
   */
  readonly fromReport: F;
  readonly review: ReviewGranularity;
  /** Steps the wizard may go back from to the previous one (spec part 2 §2). */
  readonly backFrom: readonly WizardStep[];
  /** False for a module opened from elsewhere (a contest, from its event): no card on the hub's grid. */
  readonly hubCard?: boolean;
  /**
   * Optional: the report section the module's contributions fill, whose overview card links to the
   * module ('Accedi al modulo'); at most one module per section. Said again, zod-free, in
   * `SECTION_MODULE_SLUGS` (labels.ts) for the overview; a domain test keeps the two equal.
   */
  readonly reportSection?: ReportSection;
  /**
   * For a module whose contributions are about one thing each (a contest: one event): the key of
   * that thing in a draft. Several contributions with different keys may be in progress at once,
   * one per key (the database's unique index); drafting and saving stay one at a time per company.
   * Without it a module has one contribution in progress at a time.
   */
  readonly instanceKey?: (data: Record<string, unknown>) => string | null;
  /**
   * Days the analysts have to answer a sent contribution (its deadline in the queue, counted from
   * sending); REVIEW_DEADLINE_DAYS overrides it. Without it a contribution has no deadline.
   */
  readonly reviewDays?: number;
  /** The message of a 409 when the thing `instanceKey` names already has a contribution in progress. */
  readonly instanceInProgress?: Bilingual;
}

export function defineModule<
  const N extends string,
  const S extends string,
  F extends FromReport | null,
  C extends z.ZodType,
>(spec: ModuleSpec<N, S, F, C>): ModuleSpec<N, S, F, C> {
  return spec;
}
