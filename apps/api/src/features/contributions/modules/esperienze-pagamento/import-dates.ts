const romeHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The start (Italian time) of a YYYY-MM-DD day, as the module's dates travel: ms timestamp. */
export function romeDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noonUtc = Date.UTC(y, m - 1, d, 12);
  const offsetHours = Number(romeHour.format(noonUtc)) - 12;
  return Date.UTC(y, m - 1, d) - offsetHours * 3_600_000;
}
