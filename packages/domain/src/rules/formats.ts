/** Format checks shared by the module forms (spec part 2 §5). Each takes a trimmed, non-empty value. */

export const PHONE_MAX_DIGITS = 11;
export const CAP_LENGTH = 5;
export const EMAIL_MAX_LENGTH = 254;

/** Digits, dots and slashes only; at most 11 digits once dots and slashes are ignored; at least one. */
export function isPhone(value: string): boolean {
  if (!/^[\d./]+$/.test(value)) return false;
  const digits = value.replace(/[./]/g, '').length;
  return digits >= 1 && digits <= PHONE_MAX_DIGITS;
}

// The address form zod itself uses for z.email(): local@domain.tld, ASCII, a 2+ letter TLD.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** Italian postcode: exactly five digits. */
export function isCap(value: string): boolean {
  return /^\d{5}$/.test(value);
}

// Letters (accented ones included), digits, '.', ':', '-', '/': so no spaces, '_', '?', '&'.
const WEBSITE = /^[\p{Script=Latin}\d.:/-]+$/u;

/** A web address as the registry accepts it: the allowed characters only, and at least one dot. */
export function isWebsite(value: string): boolean {
  return value.includes('.') && WEBSITE.test(value);
}
