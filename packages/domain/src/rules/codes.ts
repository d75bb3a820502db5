/**
 * The codes of a coded list (`{ code, … }[]` written `as const`), as the non-empty tuple `z.enum`
 * takes: one place for the cast every list of codes needs.
 */
export function codesOf<const T extends readonly { code: string }[]>(
  list: T,
): [T[number]['code'], ...T[number]['code'][]] {
  return list.map((item) => item.code) as [T[number]['code'], ...T[number]['code'][]];
}
