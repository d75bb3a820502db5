const romeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** 'YYYY-MM-DD' of a moment, the day it was in Italy (Europe/Rome). */
export function romeDayKey(moment: number | Date): string {
  return romeDay.format(moment);
}

/**
 * DD/MM/YYYY — the one date formatter of everything the portal renders (screens, server pages,
 * mails, PDFs). A string is a calendar day as written: 'YYYY-MM-DD', or an ISO date-time of which
 * the date part before 'T' is used, as the spec says for the provider's dates (an instant held as a
 * string goes through formatInstant). A moment — a Date or a millisecond timestamp — is printed as
 * the day it was in Italy (Europe/Rome), whatever the zone of the process: a payment day that
 * travels as Rome's midnight stays that day on a server in UTC. '' for empty or invalid input.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})(T|$)/.exec(value.trim());
    return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return formatDate(romeDayKey(d));
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

const romeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** HH:mm of a moment (a Date, a timestamp or an ISO date-time) as the clock read in Italy; '' when invalid. */
export function formatTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : romeClock.format(d);
}

/** MM/YYYY of a month written 'YYYY-MM…' (trend labels); anything else as it is. */
export function formatMonth(value: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  return m ? `${m[2]}/${m[1]}` : value;
}
