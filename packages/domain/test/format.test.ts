import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatEuro,
  formatFractionAsPercent,
  formatInteger,
  formatMetric,
  formatMoney,
  initials,
  parseItalianDate,
  shortName,
  truncate,
} from '../src/index.ts';

const NBSP = '\u00a0';

describe('formatDate (DD/MM/YYYY)', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2026-12-31T23:59:59.000+01:00', '31/12/2026'],
    ['2020-02-29T00:00:00Z', '29/02/2020'],
    ['2026-12-31T23:59:59', '31/12/2026'],
    // Moments are the day in Italy: 23:59 and 00:30 Rome time, whatever the process's zone.
    [new Date(Date.UTC(2025, 11, 31, 23, 30)), '01/01/2026'],
    [Date.UTC(2026, 10, 21, 22, 59), '21/11/2026'],
    [Date.UTC(2026, 10, 21, 23, 30), '22/11/2026'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['not a date', ''],
    [Number.NaN, ''],
  ])('%s → %s', (input, expected) => expect(formatDate(input as never)).toBe(expected));
});

describe('parseItalianDate', () => {
  it.each([
    ['05/03/2026', new Date(2026, 2, 5)],
    [' 29/02/2024 ', new Date(2024, 1, 29)],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['5/3/2026', null],
    ['2026-03-05', null],
    ['00/01/2026', null],
  ])('%s', (input, expected) => expect(parseItalianDate(input)).toEqual(expected));
});

describe('formatEuro (2 decimals, Italian grouping)', () => {
  it.each([
    [0, `0,00${NBSP}€`],
    [99.999, `100,00${NBSP}€`],
    [1234.5, `1.234,50${NBSP}€`],
    [1234567.891, `1.234.567,89${NBSP}€`],
    [-5, `-5,00${NBSP}€`],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(formatEuro(input)).toBe(expected));
});

describe('formatMoney (the currency of an e-invoice, Italian grouping)', () => {
  it.each([
    [1234.5, 'EUR', `1.234,50${NBSP}€`],
    [1234.5, 'USD', `1.234,50${NBSP}USD`],
    [1234.5, 'JPY', `1.235${NBSP}JPY`],
    [1234.5, 'eur', '1.234,50 eur'],
    [null, 'EUR', ''],
  ] as const)('%s %s → %s', (value, currency, expected) =>
    expect(formatMoney(value, currency)).toBe(expected),
  );
});

describe('number helpers', () => {
  it.each([
    [1234.5, '1.235'],
    [999, '999'],
    [1000, '1.000'],
    [12345678, '12.345.678'],
  ])('formatInteger(%s) → %s', (v, e) => expect(formatInteger(v)).toBe(e));

  it.each([
    [0.1234, '12,34%'],
    [0.5, '50,00%'],
    [1, '100,00%'],
    [0.00005, '0,01%'],
  ])('formatFractionAsPercent(%s) → %s', (v, e) => expect(formatFractionAsPercent(v)).toBe(e));

  it('formatMetric shows zero and missing values as a dash', () => {
    expect(formatMetric(0, formatInteger)).toBe('-');
    expect(formatMetric(null, formatInteger)).toBe('-');
    expect(formatMetric(1500, formatInteger)).toBe('1.500');
  });
});

describe('text helpers', () => {
  it('truncate keeps 250 characters whole and cuts 251 at 249 plus an ellipsis', () => {
    const t250 = 'a'.repeat(250);
    const t251 = 'b'.repeat(251);
    expect(truncate(t250)).toBe(t250);
    expect(truncate(t251)).toBe(`${'b'.repeat(249)}…`);
    expect(truncate(t251)).toHaveLength(250);
  });

  it('initials and short name', () => {
    expect(initials('giulia', 'rossi')).toBe('GR');
    expect(shortName('Giulia', 'rossi')).toBe('Giulia R.');
    expect(shortName('Giulia', '')).toBe('Giulia');
  });
});
