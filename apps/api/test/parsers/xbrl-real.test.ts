import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXbrl } from '../../src/parsers/xbrl/index.ts';

/*
 * Statements as filed with the Italian business register (fixtures/xbrl, sources in SOURCES.md):
 * every figure the ecofin module shows, the fiscal year, employees and the registry identity, as
 * the filing states them (values read off the file's facts by hand, not by this reader).
 */
const FIXTURES = new URL('../fixtures/xbrl/', import.meta.url);

const FILINGS = [
  {
    file: 'ISTANZA02353550391.xbrl',
    // Wolters Kluwer "Bilancio Genya": the contexts carry the software house's code, not the company's.
    versione: '2018-11-04',
    entita: ['10209790152'],
    anagrafica: { denominazione: 'PUCCI S.R.L.', codiceFiscale: '02353550391', partitaIva: '02353550391' },
    esercizi: [
      {
        anno: 2024,
        ricavi: 29_075_157,
        valoreProduzione: 28_655_308,
        risultatoOperativo: 1_765_725,
        utileNetto: 10_746,
        patrimonioNetto: 4_272_124,
        totaleAttivo: 36_699_547,
        totalePassivo: 36_699_547,
        debiti: 29_873_367,
        dipendentiMedi: 73,
      },
      {
        anno: 2023,
        ricavi: 35_695_868,
        valoreProduzione: 38_701_034,
        risultatoOperativo: 1_522_221,
        utileNetto: 28_914,
        patrimonioNetto: 4_271_234,
        totaleAttivo: 36_525_362,
        totalePassivo: 36_525_362,
        debiti: 29_655_693,
        // The filing states the average workforce of the current year only.
        dipendentiMedi: null,
      },
    ],
  },
];

describe('real filed XBRL instances (itcc-ci)', () => {
  it.each(FILINGS)('$file: every figure, the years, employees and the registry identity', (filing) => {
    const bytes = readFileSync(new URL(filing.file, FIXTURES));
    expect(readXbrl(bytes, filing.file)).toEqual({
      tassonomia: 'itcc-ci',
      versione: filing.versione,
      entita: filing.entita,
      anagrafica: filing.anagrafica,
      esercizi: filing.esercizi,
    });
  });
});
