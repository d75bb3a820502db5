/**
 * ATECO sector codes: 62 (division) → 62.0 → 62.01 → 62.01.0 → 62.01.00 (subcategory).
 * Codes are compared ignoring dots, and normalised into three dot-separated groups of two digits.
 */

/** The digits of a code: dots and spaces dropped ('62.01.00' → '620100'). */
export function atecoDigits(code: string): string {
  return code.replace(/[.\s]/g, '');
}

/** Same code once dots are ignored; empty codes never match. */
export function sameAtecoCode(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = atecoDigits(a ?? '');
  return left !== '' && left === atecoDigits(b ?? '');
}

/**
 * '620100' → '62.01.00', '62.01' → '62.01.00', '62' → '62.00.00'.
 * A short group is padded with a trailing zero ('62.0' → '62.00.00', '62.01.0' → '62.01.00'),
 * as a lower level is the parent's code plus digits; only the first group of a dotted code is
 * padded in front ('1.11' → '01.11.00'), because that is a lost leading zero. Without dots the
 * digits are read two by two from the left ('62010' → '62.01.00').
 * Returns null for anything else: letters, empty groups, more than six digits.
 */
export function normaliseAtecoCode(code: string): string | null {
  const trimmed = code.trim();
  if (!/^\d[\d.]*$/.test(trimmed)) return null;
  let groups: string[];
  if (trimmed.includes('.')) {
    groups = trimmed.split('.');
    if (groups.length > 3 || groups.some((g) => g.length === 0 || g.length > 2)) return null;
    groups[0] = groups[0]!.padStart(2, '0');
  } else {
    if (trimmed.length > 6) return null;
    groups = trimmed.match(/\d{1,2}/g) ?? [];
  }
  const padded = groups.map((g) => g.padEnd(2, '0'));
  while (padded.length < 3) padded.push('00');
  return padded.join('.');
}
