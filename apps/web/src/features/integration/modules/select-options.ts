export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The options of a list, plus the current value when the list lacks it (a code of the report that
 * the reference list does not know), so that the field still shows what it holds.
 */
export function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

/** The label of a code in a list, else the code itself. */
export function labelOf(options: readonly SelectOption[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((o) => o.value === value)?.label ?? value;
}
