import { type AtecoEntry, type AtecoVersion, atecoDigits, isAtecoHeading } from '@portal/domain';

export interface IndexedAteco {
  entry: AtecoEntry;
  heading: boolean;
  /** Digits of the code, dots ignored. */
  digits: string;
  /** Code and description, lower case, for the text search. */
  text: string;
  /**
   * The same description as the entry right below it (01.11 / 01.11.0 / 01.11.00 in the 2025
   * edition): only the most detailed of such a chain is listed.
   */
  redundant: boolean;
}

/** Per edition, in list order, with what the search needs precomputed (once per list). */
export function indexAteco(entries: readonly AtecoEntry[]): Record<AtecoVersion, IndexedAteco[]> {
  const index: Record<AtecoVersion, IndexedAteco[]> = { '07': [], '25': [] };
  for (const entry of entries) {
    const list = index[entry.versione];
    const above = list.at(-1);
    if (above && !above.heading && isSameActivity(above.entry, entry)) above.redundant = true;
    list.push({
      entry,
      heading: isAtecoHeading(entry),
      digits: atecoDigits(entry.codice),
      text: `${entry.codice} ${entry.descrizione}`.toLocaleLowerCase('it'),
      redundant: false,
    });
  }
  return index;
}

const activity = (d: string) => d.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');
/** A deeper code of the same activity: its code extends the other's, its description is the same. */
const isSameActivity = (upper: AtecoEntry, lower: AtecoEntry) =>
  lower.codice.startsWith(upper.codice) && activity(upper.descrizione) === activity(lower.descrizione);

/** The entries the picker lists: near-identical chains shown once, the current code always. */
export function listedAteco(list: readonly IndexedAteco[], current: string | undefined): IndexedAteco[] {
  return list.filter((item) => !item.redundant || item.entry.codice === current);
}

/**
 * Entries matching the query by code (a query of digits and dots matches codes that start with
 * those digits, dots ignored) or by description (contains, case-insensitive). A matching division
 * heading brings its whole division; the heading of a matching entry is kept above it for context.
 * Headings stay non-selectable.
 */
export function filterAteco(list: readonly IndexedAteco[], query: string): IndexedAteco[] {
  const q = query.trim().toLocaleLowerCase('it');
  if (!q) return [...list];
  const codeQuery = /^[\d.\s]+$/.test(q) ? atecoDigits(q) : '';
  const matches = (item: IndexedAteco) =>
    codeQuery ? item.digits.startsWith(codeQuery) : item.text.includes(q);

  const wholeDivisions = new Set<string>();
  const shownDivisions = new Set<string>();
  for (const item of list) {
    if (!matches(item)) continue;
    const division = item.digits.slice(0, 2);
    if (item.heading) wholeDivisions.add(division);
    shownDivisions.add(division);
  }
  return list.filter((item) => {
    const division = item.digits.slice(0, 2);
    if (item.heading) return shownDivisions.has(division);
    return wholeDivisions.has(division) || matches(item);
  });
}

/** True when the result has something to choose (headings alone are not). */
export const hasSelectable = (items: readonly IndexedAteco[]) => items.some((item) => !item.heading);
