/*
 * Overview-only percentage formats (Italian locale, as the rest of the portal). Dates and money go
 * through the domain's formatters (packages/domain/src/format).
 */

const plainPercent = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' });
const signedPercent = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
  useGrouping: 'always',
});

/** A number that is already a percentage (0–100): 51 → '51', 12.5 → '12,5'. */
export function formatPercentNumber(value: number): string {
  return plainPercent.format(value);
}

/** A variation in percent with its sign: 5.24 → '+5,2%', -3 → '-3%', 0 → '0%'. */
export function formatSignedPercent(value: number): string {
  return `${signedPercent.format(value)}%`;
}

/** A website as a link target: 'http://' is added when the scheme is missing. */
export function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `http://${site}`;
}
