import { formatInteger } from '@portal/domain';

/*
 * Overview-only number formats (Italian locale, as the rest of the portal). The domain helpers
 * cover dates, euro with decimals, integers and fractions as percent.
 */

const NBSP = '\u00a0';

const plainPercent = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' });
const signedPercent = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
  useGrouping: 'always',
});

/** A rounded amount with grouping and the euro sign: 1234.5 → '1.235 €' (payment experiences). */
export function formatAmount(value: number): string {
  return `${formatInteger(value)}${NBSP}€`;
}

/** A number that is already a percentage (0–100): 51 → '51', 12.5 → '12,5'. */
export function formatPercentNumber(value: number): string {
  return plainPercent.format(value);
}

/** A variation in percent with its sign: 5.24 → '+5,2%', -3 → '-3%', 0 → '0%'. */
export function formatSignedPercent(value: number): string {
  return `${signedPercent.format(value)}%`;
}

/** 'YYYY-MM…' → 'MM/YYYY'; anything else as it is (month labels of the payment trend). */
export function formatMonth(value: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  return m ? `${m[2]}/${m[1]}` : value;
}

/** A website as a link target: 'http://' is added when the scheme is missing. */
export function websiteHref(site: string): string {
  return /^https?:\/\//i.test(site) ? site : `http://${site}`;
}
