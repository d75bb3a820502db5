import { ParseError } from '../errors.ts';

const DECIMAL = /^-?\d{1,13}(\.\d{1,8})?$/;

/** Cents of a FatturaPA decimal ('2440.00'), exact: amounts are summed in cents. */
export function cents(value: string, name: string): number {
  if (!DECIMAL.test(value))
    throw new ParseError('malformed', `Il file ${name} contiene un importo non valido (${value}).`);
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const rounded =
    Number(`${whole}${fraction.padEnd(8, '0').slice(0, 2)}`) + (Number(fraction[2] ?? 0) >= 5 ? 1 : 0);
  return value.startsWith('-') ? -rounded : rounded;
}

export const euro = (c: number) => c / 100;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date that exists in the calendar. */
export function isoDate(value: string, name: string): string {
  const m = DATE.exec(value.slice(0, 10));
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value.slice(0, 10))
    throw new ParseError('malformed', `Il file ${name} contiene una data non valida (${value}).`);
  return value.slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
