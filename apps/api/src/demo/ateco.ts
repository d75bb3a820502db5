import type { AtecoEntry } from '@portal/domain';
import { atecoEntries } from '../features/domain-lists/index.ts';

/*
 * A demo company's sector in both editions, the 2025 code the correspondence of the 2007 one (issue
 * 25 §11: ALFA was 'car repair' in 2007 and 'agrarian consulting' in 2025 — the same digits mean
 * different activities across the editions, and a missing code was drawn at random).
 */

/**
 * The named demo companies, a sector that fits their name: pairs of ISTAT's correspondence table
 * ATECO 2007 (agg. 2022) → ATECO 2025, which follows NACE Rev. 2 → Rev. 2.1 (25.62 Machining →
 * 25.53; 62.01 Computer programming → 62.10); the other three are unchanged in ATECO 2025 (same
 * code, same title in both ISTAT lists).
 */
export const NAMED_SECTORS: Readonly<Record<string, readonly [string, string]>> = {
  '1000001': ['25.62.00', '25.53.00'], // ALFA COSTRUZIONI MECCANICHE: lavori di meccanica generale
  '1000002': ['49.41.00', '49.41.00'], // BETA LOGISTICA: trasporto di merci su strada
  '1000003': ['62.01.00', '62.10.00'], // GAMMA SOLUZIONI DIGITALI: programmazione informatica
  '1000004': ['10.84.00', '10.84.00'], // DELTA ALIMENTARE: condimenti e spezie
  '1000005': ['82.20.00', '82.20.00'], // EPSILON SERVIZI: call center
};

const subcategories = (version: '07' | '25') =>
  atecoEntries().filter((e) => e.versione === version && /^\d{2}\.\d{2}\.\d{2}$/.test(e.codice));

let unchanged: AtecoEntry[] | undefined;
/**
 * 2007 subcategories that ATECO 2025 keeps as they were: the same code with the same title in both
 * ISTAT lists — the one-to-one part of the correspondence that the two lists themselves prove.
 */
export function unchangedSubcategories(): AtecoEntry[] {
  if (!unchanged) {
    const titles2025 = new Map(subcategories('25').map((e) => [e.codice, e.descrizione]));
    unchanged = subcategories('07').filter((e) => titles2025.get(e.codice) === e.descrizione);
  }
  return unchanged;
}

const entry = (version: '07' | '25', code: string): AtecoEntry => {
  const found = atecoEntries().find((e) => e.versione === version && e.codice === code);
  if (!found) throw new Error(`ATECO ${version} ${code} is not in the ISTAT list`);
  return found;
};

/** The sector of a demo company in both editions; `drawn` is a random unchanged subcategory. */
export function demoSectors(
  subjectId: string,
  drawn: AtecoEntry,
): { ateco07: AtecoEntry; ateco25: AtecoEntry } {
  const named = NAMED_SECTORS[subjectId];
  if (named) return { ateco07: entry('07', named[0]), ateco25: entry('25', named[1]) };
  return { ateco07: drawn, ateco25: entry('25', drawn.codice) };
}
