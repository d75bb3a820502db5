import { describe, expect, it } from 'vitest';
import { formatInstantTime } from '../src/index.ts';

/* Issue 25 §9: the queue shows when in the day a contribution was sent, on the Italian clock. */
describe('formatInstantTime', () => {
  it.each([
    // 23:30 and 00:30 in Rome, winter (UTC+1) and summer (UTC+2)
    ['2026-11-24T22:30:00Z', '24/11/2026 23:30'],
    ['2026-11-24T23:30:00Z', '25/11/2026 00:30'],
    ['2026-07-14T21:30:00Z', '14/07/2026 23:30'],
    ['2026-07-14T22:30:00Z', '15/07/2026 00:30'],
    ['2026-11-25T08:05:59.999Z', '25/11/2026 09:05'],
  ])('%s → %s', (iso, shown) => {
    expect(formatInstantTime(iso)).toBe(shown);
    expect(formatInstantTime(new Date(iso))).toBe(shown);
    expect(formatInstantTime(Date.parse(iso))).toBe(shown);
  });

  it('is empty for nothing or an invalid moment', () => {
    expect(formatInstantTime(null)).toBe('');
    expect(formatInstantTime('')).toBe('');
    expect(formatInstantTime('yesterday')).toBe('');
  });
});
