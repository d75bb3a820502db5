/**
 * The lifecycle of a contribution (spec part 1 §4, part 2 §4), as data: every state, who moves it
 * where, and the sets the screens and the API group states by. The API's engine is the only writer
 * of states and checks every move against `canMove`.
 */
export const MODULE_STATES = [
  'IN_BOZZA',
  'SALVATO',
  'IN_ATTESA_LAVORAZIONE',
  'IN_LAVORAZIONE',
  'APPROVATO',
  'NON_APPROVATO',
] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

/** Sent and not decided yet: the module cannot be edited. */
export const IN_PROGRESS_STATES = [
  'IN_ATTESA_LAVORAZIONE',
  'IN_LAVORAZIONE',
] as const satisfies readonly ModuleState[];
export const DECIDED_STATES = ['APPROVATO', 'NON_APPROVATO'] as const satisfies readonly ModuleState[];
export type DecidedState = (typeof DECIDED_STATES)[number];
/** A record in one of these is current for its module; a decided one is history. */
export const OPEN_STATES = [
  'IN_BOZZA',
  'SALVATO',
  ...IN_PROGRESS_STATES,
] as const satisfies readonly ModuleState[];
/** The states an invoice of a payment-experiences contribution (a review block) can be in. */
export const BLOCK_STATES = [...IN_PROGRESS_STATES, ...DECIDED_STATES] as const;
export type BlockState = (typeof BLOCK_STATES)[number];

const has = (set: readonly ModuleState[], state: ModuleState | null | undefined) =>
  state != null && set.includes(state);

export const isInProgress = (state: ModuleState | null | undefined): boolean =>
  has(IN_PROGRESS_STATES, state);
export const isDecided = (state: ModuleState | null | undefined): state is DecidedState =>
  has(DECIDED_STATES, state);
export const isOpen = (state: ModuleState | null | undefined): boolean => has(OPEN_STATES, state);

/** Who makes a move: the company (write, save, send) or an analyst (review). */
export type Mover = 'company' | 'analyst';

/** Every legal move; `null` is "no record yet". */
export const TRANSITIONS: readonly { from: ModuleState | null; to: ModuleState; by: Mover }[] = [
  { from: null, to: 'IN_BOZZA', by: 'company' },
  { from: 'IN_BOZZA', to: 'IN_BOZZA', by: 'company' },
  { from: 'IN_BOZZA', to: 'SALVATO', by: 'company' },
  { from: 'SALVATO', to: 'IN_ATTESA_LAVORAZIONE', by: 'company' },
  { from: 'IN_ATTESA_LAVORAZIONE', to: 'IN_LAVORAZIONE', by: 'analyst' },
  { from: 'IN_LAVORAZIONE', to: 'APPROVATO', by: 'analyst' },
  { from: 'IN_LAVORAZIONE', to: 'NON_APPROVATO', by: 'analyst' },
];

export function canMove(from: ModuleState | null, to: ModuleState, by: Mover): boolean {
  return TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

/**
 * The state of a contribution decided invoice by invoice: queued while every invoice is queued,
 * in processing while any is open and work has started, then accepted when at least one invoice
 * was accepted, rejected when all were.
 */
export function settledState(blocks: readonly BlockState[]): ModuleState {
  const open = blocks.filter((s) => has(IN_PROGRESS_STATES, s));
  if (open.length === blocks.length)
    return blocks.includes('IN_LAVORAZIONE') ? 'IN_LAVORAZIONE' : 'IN_ATTESA_LAVORAZIONE';
  if (open.length > 0) return 'IN_LAVORAZIONE';
  return blocks.includes('APPROVATO') ? 'APPROVATO' : 'NON_APPROVATO';
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
