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

/** What moves: a module record, or one invoice block of a record reviewed invoice by invoice. */
export type Movable = 'record' | 'block';

/**
 * Every legal move. `from: null` is "no record yet"; `to: null` is "deleted": a draft replaced or
 * left behind on sending, a saved record replaced by a newer save or dropped on sending.
 */
export const TRANSITIONS: readonly {
  of: Movable;
  from: ModuleState | null;
  to: ModuleState | null;
  by: Mover;
}[] = [
  { of: 'record', from: null, to: 'IN_BOZZA', by: 'company' },
  { of: 'record', from: 'IN_BOZZA', to: 'IN_BOZZA', by: 'company' },
  { of: 'record', from: 'IN_BOZZA', to: 'SALVATO', by: 'company' },
  { of: 'record', from: 'IN_BOZZA', to: null, by: 'company' },
  { of: 'record', from: 'SALVATO', to: 'IN_ATTESA_LAVORAZIONE', by: 'company' },
  { of: 'record', from: 'SALVATO', to: null, by: 'company' },
  { of: 'record', from: 'IN_ATTESA_LAVORAZIONE', to: 'IN_LAVORAZIONE', by: 'analyst' },
  { of: 'record', from: 'IN_LAVORAZIONE', to: 'APPROVATO', by: 'analyst' },
  { of: 'record', from: 'IN_LAVORAZIONE', to: 'NON_APPROVATO', by: 'analyst' },
  { of: 'block', from: null, to: 'IN_ATTESA_LAVORAZIONE', by: 'company' },
  { of: 'block', from: 'IN_ATTESA_LAVORAZIONE', to: 'IN_LAVORAZIONE', by: 'analyst' },
  { of: 'block', from: 'IN_LAVORAZIONE', to: 'APPROVATO', by: 'analyst' },
  { of: 'block', from: 'IN_LAVORAZIONE', to: 'NON_APPROVATO', by: 'analyst' },
];

export function canMove(
  from: ModuleState | null,
  to: ModuleState | null,
  by: Mover,
  of: Movable = 'record',
): boolean {
  return TRANSITIONS.some((t) => t.of === of && t.from === from && t.to === to && t.by === by);
}

/** The states `by` may move a record (or block) in `from` to: what a screen offers. */
export function movesFor(from: ModuleState | null, by: Mover, of: Movable = 'record'): ModuleState[] {
  return TRANSITIONS.flatMap((t) => (t.of === of && t.from === from && t.by === by && t.to ? [t.to] : []));
}

/** The states only the company moves a record to: whoever made such a move wrote, saved or sent it. */
export const COMPANY_STATES: readonly ModuleState[] = [
  ...new Set(TRANSITIONS.flatMap((t) => (t.by === 'company' && t.to ? [t.to] : []))),
];

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
