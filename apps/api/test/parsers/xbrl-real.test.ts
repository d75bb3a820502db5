import { describe, expect, it } from 'vitest';
import { readXbrl } from '../../src/parsers/xbrl/index.ts';
import { FILINGS, filingBytes } from '../xbrl-filings.ts';

/* Statements as filed with the Italian business register, read figure by figure (xbrl-filings.ts). */
describe('real filed XBRL instances (itcc-ci)', () => {
  it.each(FILINGS)('$file: every figure, the years, employees and the registry identity', (filing) => {
    expect(readXbrl(filingBytes(filing.file), filing.file)).toEqual({
      tassonomia: 'itcc-ci',
      versione: filing.versione,
      entita: filing.entita,
      anagrafica: filing.anagrafica,
      esercizi: filing.esercizi,
    });
  });
});
