// Italian CLDR data groups only from five digits; the portal always groups (1.234,50 €).
const money = new Map<string, Intl.NumberFormat>();
const moneyIn = (currency: string) => {
  let format = money.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('it-IT', { style: 'currency', currency, useGrouping: 'always' });
    money.set(currency, format);
  }
  return format;
};
const integer = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });
const percent = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/**
 * An amount with its currency's decimals and Italian grouping: 1.234,50 €, 1.234,50 USD (the space
 * is a no-break space) — the one money formatter of screens, pages, mails, PDFs and messages. A
 * currency that is not an ISO 4217 code (as an e-invoice may carry) follows the number as written.
 */
export function formatMoney(value: number | null | undefined, currency = 'EUR'): string {
  if (value == null || Number.isNaN(value)) return '';
  if (/^[A-Z]{3}$/.test(currency)) return moneyIn(currency).format(value);
  return `${moneyIn('EUR').format(value).replace(/\s*€$/, '')} ${currency}`.trim();
}

/** Euro with two decimals and Italian grouping: 1.234,50 €. */
export function formatEuro(value: number | null | undefined): string {
  return formatMoney(value, 'EUR');
}

/** Rounded integer with Italian grouping: 1.235. */
export function formatInteger(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '' : integer.format(value);
}

/** A fraction shown as a percentage with comma and two decimals: 0.1234 → '12,34%'. */
export function formatFractionAsPercent(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '' : `${percent.format(value * 100)}%`;
}

/** Metric values where zero means "no data" and is shown as '-' (payment-experience card). */
export function formatMetric(value: number | null | undefined, format: (v: number) => string): string {
  return value == null || value === 0 || Number.isNaN(value) ? '-' : format(value);
}

/**
 * A whole number as typed in Italian: digits, optionally grouped by thousands with '.' (1.250).
 * '' for an empty input; NaN for anything else — '12.5' (a dot that is not a thousands group) or
 * '12,5' (a decimal) is not silently read as 125 or 12.
 */
export function parseItalianWholeNumber(text: string): number | '' {
  const t = text.trim();
  if (t === '') return '';
  if (/^\d+$/.test(t) || /^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replaceAll('.', ''));
  return Number.NaN;
}

const wholeEuro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});
/** Euro rounded to the unit where the spec wants rounded amounts (payment experiences): 1.235 €. */
export function formatWholeEuro(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '' : wholeEuro.format(value);
}
