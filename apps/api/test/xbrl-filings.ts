import { readFileSync } from 'node:fs';

/*
 * Statements as filed with the Italian business register (fixtures/xbrl, sources in SOURCES.md):
 * every figure the ecofin module shows, the fiscal year, employees and the registry identity, as
 * the filing states them (values read off the file's facts by hand, not by the reader). Read by the
 * parser's test and by the API's write test alike.
 */
const FIXTURES = new URL('./fixtures/xbrl/', import.meta.url);

/** The bytes of a filing of fixtures/xbrl. */
export const filingBytes = (file: string) => readFileSync(new URL(file, FIXTURES));

/** ANIMESHON's FY2020, as both of its statements state it (revenue aside). */
const ANIMESHON_2020 = {
  anno: 2020,
  ricavi: 0,
  valoreProduzione: 51_811,
  risultatoOperativo: 33_509,
  utileNetto: 32_491,
  patrimonioNetto: 46_491,
  totaleAttivo: 122_437,
  totalePassivo: 122_437,
  debiti: 12_704,
  dipendentiMedi: null,
};

/** PUCCI S.R.L.'s FY2024 statement (itcc-ci, ese entry point). */
export const PUCCI_FILING = {
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
};

export const FILINGS = [
  PUCCI_FILING,
  {
    file: '03072020211-31122021-20220530205759.xbrl',
    // Micro statement (itcc-ci-micr) of ANIMESHON SRL, FY2021: contexts carry the company's own code
    // and no scenario; the registry data have no VAT number element (so ''), and a micro statement
    // has no workforce figure. Revenue from sales is stated as 0 in both years.
    versione: '2018-11-04',
    entita: ['03072020211'],
    anagrafica: { denominazione: 'ANIMESHON', codiceFiscale: '03072020211', partitaIva: '' },
    esercizi: [
      {
        anno: 2021,
        ricavi: 0,
        valoreProduzione: 68_352,
        risultatoOperativo: 17_944,
        utileNetto: 16_800,
        patrimonioNetto: 63_291,
        totaleAttivo: 120_027,
        totalePassivo: 120_027,
        debiti: 56_736,
        dipendentiMedi: null,
      },
      ANIMESHON_2020,
    ],
  },
  {
    file: '03072020211-31122020-20210726110513.xbrl',
    // The same company's first statement: a short first year (12/05/2020-31/12/2020), one year only,
    // no revenue element at all (null, not 0), the name written 'ANIMESHON SRL'.
    versione: '2018-11-04',
    entita: ['03072020211'],
    anagrafica: { denominazione: 'ANIMESHON SRL', codiceFiscale: '03072020211', partitaIva: '' },
    esercizi: [{ ...ANIMESHON_2020, ricavi: null }],
  },
];
