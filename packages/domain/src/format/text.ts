/** Cuts a text at `keep` characters plus an ellipsis when it is longer than `limit` (analyst synthesis: 249/250). */
export function truncate(text: string, limit = 250, keep = 249): string {
  return text.length > limit ? `${text.slice(0, keep)}…` : text;
}

/** Initials of a person, for the header avatar. */
export function initials(nome: string, cognome: string): string {
  return `${nome.trim().charAt(0)}${cognome.trim().charAt(0)}`.toUpperCase();
}

/** Short name shown in the header: first name and the initial of the surname. */
export function shortName(nome: string, cognome: string): string {
  const last = cognome.trim();
  return last ? `${nome.trim()} ${last.charAt(0).toUpperCase()}.` : nome.trim();
}

/**
 * A name that ends a sentence, with the sentence's full stop: 'BETA LOGISTICA ITALIA S.P.A.' already
 * ends with one (no 'S.P.A..'), 'ALFA S.R.L' gets it.
 */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}
