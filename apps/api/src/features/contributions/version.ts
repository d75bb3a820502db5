import { badRequest } from '../../http/errors.ts';

/** The draft version a write or save starts from, from `If-Match: <n>` (or `"<n>"`); absent: unchecked. */
export function expectedVersion(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*"?(\d{1,9})"?\s*$/.exec(Array.isArray(header) ? (header[0] ?? '') : header);
  if (!match)
    throw badRequest('Intestazione If-Match non valida: indica la versione dei dati, ad esempio 3.');
  return Number(match[1]);
}
