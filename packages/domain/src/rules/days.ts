import { formatDate, romeDayKey } from '../format/date.ts';

/**
 * Calendar days in Italy. Invoice dates travel as day-start timestamps (ms) of the user's day;
 * comparing them as Europe/Rome calendar days keeps the rules right whatever the server's zone.
 * 'YYYY-MM-DD' of a moment, in Italy.
 */
export const dayKey = romeDayKey;

function parts(key: string): [number, number, number] {
  const [y, m, d] = key.split('-').map(Number);
  return [y!, m!, d!];
}

const key = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.toISOString().slice(0, 10);
};

/** First day of the current month of the previous year (earliest invoice date). */
export function firstInvoiceDay(today: number | Date): string {
  const [y, m] = parts(dayKey(today));
  return key(y - 1, m, 1);
}

/** First day of the previous month (earliest payment date). */
export function firstPaymentDay(today: number | Date): string {
  const [y, m] = parts(dayKey(today));
  return key(y, m - 1, 1);
}

/** DD/MM/YYYY of a 'YYYY-MM-DD' key. */
export const formatDayKey = (k: string): string => formatDate(k);

/**
 * DD/MM/YYYY of a moment (an ISO date-time such as a save or send time), as the day it was in
 * Italy: a save at 00:58 on 23/11 in Italy is 23/11, not the UTC day (22/11). '' when invalid.
 */
export function formatInstant(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  return formatDate(value instanceof Date ? value : new Date(value));
}
