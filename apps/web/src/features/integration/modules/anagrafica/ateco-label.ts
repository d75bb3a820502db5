import type { AtecoEntry } from '@portal/domain';

/**
 * 'code - description', as the picker shows an entry (spec part 2 §2, Registry). Apart from the
 * picker's filter so that the form, which shows the chosen code, loads none of it (WEB-10).
 */
export const atecoLabel = (entry: Pick<AtecoEntry, 'codice' | 'descrizione'>) =>
  `${entry.codice} - ${entry.descrizione}`;
