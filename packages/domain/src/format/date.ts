const pad = (n: number) => String(n).padStart(2, '0');

/**
 * DD/MM/YYYY. Accepts an ISO date or date-time string (only the date part before 'T' is used,
 * as the spec says for certificate dates), a Date, or a millisecond timestamp. Date-only values
 * are never shifted by the time zone. Returns '' for empty or invalid input.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
    return '';
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Parses DD/MM/YYYY into a local Date at the start of that day, or null when it is not a real date. */
export function parseItalianDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  return d;
}

/** Start of the local day, as used for date comparisons that are inclusive by day. */
export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}
