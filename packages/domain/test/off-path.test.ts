import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  invoiceSchema,
  parseItalianWholeNumber,
  romeDayStart,
  searchNamePrefix,
  searchText,
  userErrorMessage,
} from '../src/index.ts';

describe('formatInstant: the day a moment was in Italy', () => {
  it.each([
    ['2026-11-22T23:58:00.000Z', '23/11/2026'], // 00:58 in Rome (UTC+1)
    ['2026-11-22T22:59:59.999Z', '22/11/2026'], // 23:59 in Rome
    ['2026-11-22T23:00:00.000Z', '23/11/2026'], // midnight in Rome
    ['2026-07-14T22:30:00.000Z', '15/07/2026'], // 00:30 in Rome (UTC+2)
    ['2026-07-14T21:59:00.000Z', '14/07/2026'],
  ])('%s → %s', (iso, day) => {
    expect(formatInstant(iso)).toBe(day);
  });

  it('is empty for nothing or an invalid value', () => {
    expect(formatInstant(null)).toBe('');
    expect(formatInstant('')).toBe('');
    expect(formatInstant('not a date')).toBe('');
  });
});

describe('parseItalianWholeNumber', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['125', 125],
    ['1.250', 1250],
    ['12.345.678', 12345678],
    ['0', 0],
  ])('%j → %j', (text, value) => {
    expect(parseItalianWholeNumber(text)).toBe(value);
  });

  it.each(['12.5', '1.25', '12,5', '1.2345', '.125', '125.', '-3', '1e3', 'abc'])(
    '%j is not a whole number (NaN, never another number)',
    (text) => {
      expect(parseItalianWholeNumber(text)).toBeNaN();
    },
  );
});

describe('userErrorMessage', () => {
  it('gives the field messages without their technical paths, each once', () => {
    expect(
      userErrorMessage({
        message: 'Dati non validi: body.fornitori.0.fatture.0.chiaveDocumento — Errore caricamento',
        errors: [
          { path: 'body.fornitori.0.fatture.0.chiaveDocumento', message: 'Errore caricamento' },
          { path: 'body.fornitori.0.fatture.1.chiaveDocumento', message: 'Errore caricamento' },
        ],
      }),
    ).toBe('Errore caricamento');
  });

  it('gives the message otherwise, null without one', () => {
    expect(userErrorMessage({ message: 'Documento non trovato.' })).toBe('Documento non trovato.');
    expect(userErrorMessage({ message: '  ' })).toBeNull();
    expect(userErrorMessage('<html>')).toBeNull();
  });
});

describe('search text', () => {
  it('keeps punctuation and collapses spaces; the name prefix is lower case', () => {
    expect(searchText('  DUCA-BENVENUTI   & C. ')).toBe('DUCA-BENVENUTI & C.');
    expect(searchNamePrefix('DUCA-BENVENUTI  S.N.C.')).toBe('duca-benvenuti s.n.c.');
  });
});

describe('invoice dates on their own (issue 19 §5)', () => {
  const today = romeDayStart('2026-11-23') + 30 * 60_000; // 00:30 in Rome, 22/11 in UTC
  const messages = (row: Record<string, unknown>) =>
    (invoiceSchema(today).safeParse(row).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

  it('a date out of its window has its message while the rest of the invoice is still empty', () => {
    expect(messages({ dataFattura: romeDayStart('2025-10-31') })).toContain(
      'dataFattura: La data della fattura non può essere precedente al 01/11/2025',
    );
    expect(messages({ dataPagamento: romeDayStart('2026-09-30') })).toContain(
      'dataPagamento: La data di pagamento non può essere precedente al 01/10/2026',
    );
    expect(messages({ dataFattura: romeDayStart('2026-11-24') })).toContain(
      'dataFattura: La data della fattura non può essere futura',
    );
  });

  it('today in Italy is not the future, though it is tomorrow of the UTC day', () => {
    expect(
      messages({ dataFattura: romeDayStart('2026-11-23') }).filter((m) => m.startsWith('dataFattura')),
    ).toEqual([]);
  });

  it('compares the dates with each other once the three are there', () => {
    expect(
      messages({
        dataFattura: romeDayStart('2026-11-10'),
        dataScadenza: romeDayStart('2026-11-09'),
        dataPagamento: romeDayStart('2026-11-09'),
      }),
    ).toEqual(
      expect.arrayContaining([
        'dataScadenza: La data di scadenza non può essere precedente alla data della fattura',
        'dataPagamento: La data di pagamento non può essere precedente alla data della fattura',
      ]),
    );
  });
});
