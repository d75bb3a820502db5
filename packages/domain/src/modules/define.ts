import type { z } from 'zod';

/** How analysts decide a sent contribution: as a whole, or invoice by invoice. */
export type ReviewGranularity = 'module' | 'perInvoice';

/** The wizard's steps (spec part 2 §2): data collection, result, and the hidden preview. */
export type WizardStep = 'collection' | 'result' | 'preview';

/**
 * Everything both sides need to know of a contribution module, said once. The API registry
 * (`Record<ModuleName, ServerModule>`) and the web registry (`Record<ModuleName, ClientModule>`)
 * are keyed by `name`, so a module missing from either does not compile.
 */
export interface ModuleSpec<N extends string = string, S extends string = string> {
  /** The API's module name (spec part 2 §1). */
  readonly name: N;
  /** Route slug of the wizard (spec part 2 §2). */
  readonly slug: S;
  /** Segment of its API paths, `/contribuzioni/{apiPath}/…` (spec part 2 §7). */
  readonly apiPath: string;
  /** The module's title as the spec writes it. */
  readonly label: { readonly it: string; readonly en: string };
  /** The draft as the form holds it and the API validates it; `today` fixes date windows. */
  readonly draftSchema: (today: number) => z.ZodType;
  /** Whether the draft is written as JSON or uploaded as multipart (files). */
  readonly write: 'json' | 'multipart';
  readonly review: ReviewGranularity;
  /** Steps the wizard may go back from to the previous one (spec part 2 §2). */
  readonly backFrom: readonly WizardStep[];
  /** Registry, management and operating profile form a group (spec part 2 §1). */
  readonly coreProfile: boolean;
  /** False for a module opened from elsewhere (a contest, from its event): no card on the hub's grid. */
  readonly hubCard?: boolean;
}

export function defineModule<const N extends string, const S extends string>(
  spec: ModuleSpec<N, S>,
): ModuleSpec<N, S> {
  return spec;
}
