import { describe, expect, it } from 'vitest';
import { isCodiceFiscale, isPartitaIva, personalCodeCheckLetter, vatCheckDigit } from '../src/index.ts';

describe('Italian tax identifiers', () => {
  it('partita IVA: 11 digits whose last is the check digit of the first ten', () => {
    expect(isPartitaIva('00743110157')).toBe(true);
    expect(isPartitaIva('01234567897')).toBe(true);
    // every other last digit fails
    for (let d = 0; d <= 9; d++) if (d !== 7) expect(isPartitaIva(`0123456789${d}`)).toBe(false);
    expect(vatCheckDigit('0000000000')).toBe(0);
    expect(isPartitaIva('0074311015')).toBe(false);
    expect(isPartitaIva('007431101570')).toBe(false);
    expect(isPartitaIva('0074311015A')).toBe(false);
  });

  it('codice fiscale: a company’s 11 digits (VAT check) or a person’s 16 characters (check letter)', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isCodiceFiscale('MRTMTT25D09F205Z')).toBe(true);
    expect(personalCodeCheckLetter('RSSMRA85T10A562')).toBe('S');
    expect(isCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isCodiceFiscale('rssmra85t10a562s')).toBe(false);
    expect(isCodiceFiscale('RSSMRA85Z10A562S')).toBe(false); // Z is no month
    expect(isCodiceFiscale('00743110157')).toBe(true);
    expect(isCodiceFiscale('00743110158')).toBe(false);
    expect(isCodiceFiscale('')).toBe(false);
  });
});
