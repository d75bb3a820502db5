import { describe, expect, it } from 'vitest';
import { formatMonth, formatTime, formatWholeEuro } from '../src/index.ts';

describe('formats the web needed beside formatDate and formatEuro', () => {
  it.each([
    ['2026-03-03T15:40:00Z', '16:40'], // winter: Rome is UTC+1
    ['2026-07-03T15:40:00Z', '17:40'], // summer: UTC+2
    ['2026-11-24T23:30:00Z', '00:30'], // the next day in Italy
    ['not a date', ''],
    [null, ''],
  ])('formatTime(%s) = %s, the clock in Italy', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });

  it.each([
    ['2026-03', '03/2026'],
    ['2025-11-01', '11/2025'],
    ['Q1', 'Q1'],
  ])('formatMonth(%s) = %s', (value, expected) => {
    expect(formatMonth(value)).toBe(expected);
  });

  it.each([
    [1234.5, '1.235\u00a0€'],
    [999.4, '999\u00a0€'],
    [null, ''],
  ])('formatWholeEuro(%s) = %s, grouped and rounded', (value, expected) => {
    expect(formatWholeEuro(value)).toBe(expected);
  });
});
