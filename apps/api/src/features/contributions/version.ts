import { HttpError } from '../../http/errors.ts';

export const VERSION_MESSAGES = {
  missing:
    'Manca l’intestazione If-Match: indica la versione dei dati da cui parti (0 se non c’è ancora una bozza).',
  invalid: 'Intestazione If-Match non valida: indica la versione dei dati, ad esempio 3.',
} as const;

/**
 * The draft version a write or save starts from, from `If-Match: <n>` (or `"<n>"`). It is required:
 * without it two writers would silently overwrite each other (428 Precondition Required).
 */
export function expectedVersion(header: string | string[] | undefined): number {
  if (header === undefined) throw new HttpError(428, VERSION_MESSAGES.missing);
  const match = /^\s*"?(\d{1,9})"?\s*$/.exec(Array.isArray(header) ? (header[0] ?? '') : header);
  if (!match) throw new HttpError(400, VERSION_MESSAGES.invalid);
  return Number(match[1]);
}
