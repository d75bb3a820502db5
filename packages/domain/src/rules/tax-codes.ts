/**
 * Italian tax identifiers and their check characters: the partita IVA (11 digits, Luhn-like
 * check digit) and the codice fiscale (a company's: 11 digits, the same check as the VAT number;
 * a person's: 16 characters with a check letter, omocodia letters allowed in the digit places).
 */

/** Check digit of an Italian partita IVA over its first ten digits. */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(first10[i]);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 11 digits whose last is the check digit of the first ten. */
export function isPartitaIva(value: string): boolean {
  return /^\d{11}$/.test(value) && vatCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

// Values of the characters in odd (1st, 3rd…) positions of a personal codice fiscale.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const charValue = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

/** The check letter of a person's codice fiscale over its first 15 characters (upper case). */
export function personalCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = charValue(first15[i]!);
    sum += i % 2 === 0 ? ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26));
}

const PERSONAL = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** A company's (11 digits, VAT check) or a person's (16 characters, check letter) codice fiscale. */
export function isCodiceFiscale(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isPartitaIva(value);
  return PERSONAL.test(value) && personalCodeCheckLetter(value.slice(0, 15)) === value[15];
}
