import {
  type ContributionItem,
  type ContributionsResponse,
  isInProgress,
  MODULE_NAMES,
  type ModuleName,
  type ModuleState,
  STATE_FILTERS,
  type StateFilter,
  startOfDay,
} from '@portal/domain';

/*
 * The contributions list's filters (spec part 1 §2.3, §4 state filter mapping, §5): pure, so that
 * the rules are tested on their own.
 */

export const STATE_FILTER_KEYS = Object.keys(STATE_FILTERS) as StateFilter[];

/** Without a start date the lower bound is this many years back (spec part 1 §9). */
export const LOWER_BOUND_YEARS = 70;

export interface ListFilters {
  module: ModuleName | 'all';
  /** Checked state groups, in STATE_FILTER_KEYS order. */
  states: StateFilter[];
  /** Send-date bounds as the date inputs give them ('YYYY-MM-DD'), null when empty. */
  from: string | null;
  to: string | null;
}

export const DEFAULT_FILTERS: ListFilters = {
  module: 'all',
  states: [...STATE_FILTER_KEYS],
  from: null,
  to: null,
};

const isModuleName = (v: string | null): v is ModuleName =>
  v !== null && (MODULE_NAMES as string[]).includes(v);
const isStateFilter = (v: string | null): v is StateFilter =>
  v !== null && (STATE_FILTER_KEYS as string[]).includes(v);

/**
 * Query parameters: `module` (a module name) and `state` (accepted, pending or rejected: only that
 * state is checked). Unknown values are ignored.
 */
export function filtersFromQuery(params: URLSearchParams): ListFilters {
  const module = params.get('module');
  const state = params.get('state');
  return {
    ...DEFAULT_FILTERS,
    module: isModuleName(module) ? module : 'all',
    states: isStateFilter(state) ? [state] : [...STATE_FILTER_KEYS],
  };
}

/** Where the back link goes: `from=overview` → the overview; anything else → the data-integration page. */
export function backTarget(params: URLSearchParams): 'overview' | 'integration' {
  return params.get('from') === 'overview' ? 'overview' : 'integration';
}

/** The record states a set of checked groups stands for. */
export function statesOf(filters: readonly StateFilter[]): ModuleState[] {
  return filters.flatMap((f) => [...STATE_FILTERS[f]]);
}

/** 'YYYY-MM-DD' → the local start of that day; null for anything else. */
export function parseDay(value: string | null): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

export function lowerBound(today: Date): Date {
  const d = startOfDay(today);
  return new Date(d.getFullYear() - LOWER_BOUND_YEARS, d.getMonth(), d.getDate());
}

/** The inclusive day range: without a start, 70 years back; without an end, today. */
export function dateBounds(filters: Pick<ListFilters, 'from' | 'to'>, today: Date): { min: Date; max: Date } {
  return {
    min: parseDay(filters.from) ?? lowerBound(today),
    max: parseDay(filters.to) ?? startOfDay(today),
  };
}

export type DateError = 'fromAfterTo' | 'fromInFuture' | 'toBeforeFrom' | 'toInFuture';

/**
 * From not later than the to date nor today; to not earlier than the from date nor later than
 * today (spec part 1 §5). Each field gets its own message.
 */
export function dateErrors(
  filters: Pick<ListFilters, 'from' | 'to'>,
  today: Date,
): { from?: DateError; to?: DateError } {
  const from = parseDay(filters.from);
  const to = parseDay(filters.to);
  const day = startOfDay(today).getTime();
  const errors: { from?: DateError; to?: DateError } = {};
  if (from && from.getTime() > day) errors.from = 'fromInFuture';
  else if (from && to && from.getTime() > to.getTime()) errors.from = 'fromAfterTo';
  if (to && to.getTime() > day) errors.to = 'toInFuture';
  else if (from && to && to.getTime() < from.getTime()) errors.to = 'toBeforeFrom';
  return errors;
}

export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  return (
    a.module === b.module &&
    a.from === b.from &&
    a.to === b.to &&
    a.states.length === b.states.length &&
    a.states.every((s) => b.states.includes(s))
  );
}

/** Apply is disabled when the form is unchanged (from the applied filters) or invalid. */
export function canApply(draft: ListFilters, applied: ListFilters, today: Date): boolean {
  const errors = dateErrors(draft, today);
  return !sameFilters(draft, applied) && !errors.from && !errors.to;
}

/** The date a contribution is listed and filtered by: when it was sent (else when it was saved). */
export function itemDate(item: ContributionItem): Date | null {
  const value = item.dataInvio ?? item.dataSalvataggio;
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const byDateDesc = (a: ContributionItem, b: ContributionItem) =>
  (itemDate(b)?.getTime() ?? 0) - (itemDate(a)?.getTime() ?? 0);

/**
 * Display order (spec part 1 §3): the current ones first, only for modules whose first item is in
 * progress; then the history in reverse order (newest first). Both parts newest first; the sort is
 * stable, so equal dates keep the module order.
 */
export function orderContributions(data: ContributionsResponse): ContributionItem[] {
  const current = MODULE_NAMES.flatMap((m) => {
    const first = data.moduli[m]?.[0];
    return first && isInProgress(first.stato) ? [first] : [];
  });
  const history = MODULE_NAMES.flatMap((m) => [...(data.storicoContribuzioni[m] ?? [])].reverse());
  return [...current.sort(byDateDesc), ...history.sort(byDateDesc)];
}

/**
 * Module, state groups and the inclusive day range. `itemStates` gives the states an item is
 * filtered by (a payments contribution: those of its invoices; it matches when any is checked).
 */
export function applyFilters(
  items: readonly ContributionItem[],
  filters: ListFilters,
  today: Date,
  itemStates: (item: ContributionItem) => readonly ModuleState[] = (item) => [item.stato],
): ContributionItem[] {
  const states = new Set(statesOf(filters.states));
  const { min, max } = dateBounds(filters, today);
  return items.filter((item) => {
    if (filters.module !== 'all' && item.moduleName !== filters.module) return false;
    if (!itemStates(item).some((s) => states.has(s))) return false;
    const date = itemDate(item);
    if (!date) return false;
    const day = startOfDay(date).getTime();
    return day >= min.getTime() && day <= max.getTime();
  });
}
