import { formatInstant } from './days.ts';

const romeTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * DD/MM/YYYY HH:mm of a moment as the clock read in Italy (a send at 23:30 UTC on 24/11 is
 * 25/11/2026 00:30), so that moments of one day can be told apart. '' when invalid.
 */
export function formatInstantTime(value: string | number | Date | null | undefined): string {
  const day = formatInstant(value);
  if (day === '') return '';
  const moment = value instanceof Date ? value : new Date(value as string | number);
  return `${day} ${romeTime.format(moment)}`;
}
