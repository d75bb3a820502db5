import { describe, expect, it } from 'vitest';
import { isCodeSearch, normaliseSearch, searchCode } from '../src/index.ts';

/* Issue 25 §6: a code is searched on its letters and digits, a name keeps its words. */
describe('normaliseSearch', () => {
  it.each([
    ['IT-01.23', '0123', true],
    ['it 01234567890', '01234567890', true],
    [' 012.345.678-90 ', '01234567890', true],
    ['0123', '0123', true],
    ['RSS MRA 80A01 H501U', 'RSSMRA80A01H501U', true],
    ['rss.mra.80a01.h501u', 'RSSMRA80A01H501U', true],
    ['Rossi & C.', 'Rossi & C.', false],
    ['  duca-benvenuti   & c. s.n', 'duca-benvenuti & c. s.n', false],
    ['BETA LOGISTICA', 'BETA LOGISTICA', false],
    ['3M Italia', '3M Italia', false],
    ['IT 2000 S.R.L.', 'IT 2000 S.R.L.', false],
    ['ITALIA', 'ITALIA', false],
    ['RSSMRA80', 'RSSMRA80', false],
  ])('%j → %j (code: %s)', (typed, sent, code) => {
    expect(normaliseSearch(typed)).toBe(sent);
    expect(isCodeSearch(typed)).toBe(code);
  });

  it('the server reads the code of what the client sent the same way (idempotent)', () => {
    for (const typed of ['IT-01.23', 'Rossi & C.', 'RSS MRA 80A01 H501U']) {
      expect(normaliseSearch(normaliseSearch(typed))).toBe(normaliseSearch(typed));
    }
    expect(searchCode('IT-01.23')).toBe('0123');
    expect(searchCode('Rossi & C.')).toBe('ROSSIC');
  });
});
