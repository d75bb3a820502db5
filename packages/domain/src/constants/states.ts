/** Lifecycle of a module record / contribution (spec part 1 §4, part 2 §4). */
export const MODULE_STATES = [
  'IN_BOZZA',
  'SALVATO',
  'IN_ATTESA_LAVORAZIONE',
  'IN_LAVORAZIONE',
  'APPROVATO',
  'NON_APPROVATO',
] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

export const IN_PROGRESS_STATES: readonly ModuleState[] = ['IN_ATTESA_LAVORAZIONE', 'IN_LAVORAZIONE'];

export function isInProgress(state: ModuleState | null | undefined): boolean {
  return state != null && IN_PROGRESS_STATES.includes(state);
}

/** The three filter groups of the contributions list (spec part 1 §4, state filter mapping). */
export const STATE_FILTERS = {
  accepted: ['APPROVATO'],
  pending: ['IN_LAVORAZIONE', 'IN_ATTESA_LAVORAZIONE'],
  rejected: ['NON_APPROVATO'],
} as const satisfies Record<string, readonly ModuleState[]>;
export type StateFilter = keyof typeof STATE_FILTERS;

/** i18n key of the label shown for a state; IN_BOZZA has no label (spec: "not shown as label"). */
export const STATE_LABEL_KEYS: Record<ModuleState, string | null> = {
  IN_BOZZA: null,
  SALVATO: 'states.saved',
  IN_ATTESA_LAVORAZIONE: 'states.inProgress',
  IN_LAVORAZIONE: 'states.inProgress',
  APPROVATO: 'states.accepted',
  NON_APPROVATO: 'states.rejected',
};
