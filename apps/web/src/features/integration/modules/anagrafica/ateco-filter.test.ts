import { describe, expect, it } from 'vitest';
import { atecoEntries } from '../../../../../test/integration/fixtures.ts';
import { filterAteco, hasSelectable, indexAteco, listedAteco } from './ateco-filter.ts';

const index = indexAteco(atecoEntries);
const codes = (query: string, version: '07' | '25' = '25') =>
  filterAteco(index[version], query).map((i) => i.entry.codice);

describe('ATECO filter', () => {
  it('splits the editions and marks the two-character codes as headings', () => {
    expect(index['25'].map((i) => i.heading)).toEqual([true, false, false, true, false]);
    expect(index['07']).toHaveLength(4);
  });

  it('matches a code by its digits, dots ignored, keeping the division heading', () => {
    expect(codes('2841')).toEqual(['28', '28.41', '28.41.0']);
    expect(codes('62.1')).toEqual(['62', '62.10.00']);
  });

  it('matches a description case-insensitively; a matching heading brings its division', () => {
    expect(codes('programmazione informatica')).toEqual(['62', '62.10.00']);
    expect(codes('FORMATURA')).toEqual(['28', '28.41', '28.41.0']);
    expect(codes('software', '07')).toEqual(['62', '62.01.00']);
  });

  it('has nothing to choose for an unknown text', () => {
    expect(codes('zzz')).toEqual([]);
    expect(hasSelectable(filterAteco(index['25'], 'zzz'))).toBe(false);
  });

  it('lists a chain of near-identical entries once (the most detailed), the current code always', () => {
    const chain = indexAteco([
      { codice: '01', descrizione: 'COLTIVAZIONI AGRICOLE', versione: '25' },
      { codice: '01.11', descrizione: 'Coltivazione di cereali', versione: '25' },
      { codice: '01.11.0', descrizione: 'Coltivazione di cereali', versione: '25' },
      { codice: '01.11.00', descrizione: 'Coltivazione  di CEREALI ', versione: '25' },
      { codice: '01.12', descrizione: 'Coltivazione di riso', versione: '25' },
      { codice: '01.12.0', descrizione: 'Coltivazione di riso (anche biologico)', versione: '25' },
    ])['25'];
    const listed = (current?: string) => listedAteco(chain, current).map((i) => i.entry.codice);
    expect(listed()).toEqual(['01', '01.11.00', '01.12', '01.12.0']);
    expect(listed('01.11')).toEqual(['01', '01.11', '01.11.00', '01.12', '01.12.0']);
  });
});
