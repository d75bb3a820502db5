import { describe, expect, it } from 'vitest';
import type { ReportSections } from '../src/modules/define.ts';
import {
  dropEmptyStrings,
  EXPORT_STEP,
  MAX_COUNTRIES,
  type ProfiloOperativoDraftInput,
  profiloOperativoDraftSchema,
  profiloOperativoModule,
} from '../src/modules/profilo-operativo.ts';
import { MESSAGES } from '../src/rules/messages.ts';
import { fieldErrors } from './issues.ts';

const valid: ProfiloOperativoDraftInput = {
  fatturato: 1250.5,
  numeroDipendenti: 12,
  paesiImport: ['DE'],
  paesiExport: ['FR', 'ES'],
  percentualeExport: 30,
};
const errorsFor = (patch: Record<string, unknown>) =>
  fieldErrors(profiloOperativoDraftSchema, { ...valid, ...patch });

describe('operating profile draft', () => {
  it('has the constants of the spec', () => {
    expect([MAX_COUNTRIES, EXPORT_STEP]).toEqual([3, 10]);
  });

  it.each([
    ['a complete draft', {}],
    ['no revenue nor employees', { fatturato: undefined, numeroDipendenti: undefined }],
    ['cleared number inputs', { fatturato: '', numeroDipendenti: '' }],
    ['zero revenue and employees', { fatturato: 0, numeroDipendenti: 0 }],
    ['no countries at all', { paesiImport: [], paesiExport: [], percentualeExport: 0 }],
    ['export share without countries', { paesiExport: [], percentualeExport: 50 }],
    ['three countries', { paesiImport: ['DE', 'FR', 'CN'], paesiExport: ['US', 'GB', 'CH'] }],
    ['lower-case codes', { paesiExport: ['fr'] }],
    ['100%', { percentualeExport: 100 }],
  ])('accepts %s', (_label, patch) => expect(errorsFor(patch)).toEqual({}));

  it.each([
    ['0% with export countries', { percentualeExport: 0 }, { percentualeExport: MESSAGES.exportPercentZero }],
    ['an empty export entry', { paesiExport: ['FR', ''] }, { 'paesiExport.1': MESSAGES.emptyEntry }],
    ['an empty import entry', { paesiImport: [''] }, { 'paesiImport.0': MESSAGES.emptyEntry }],
    ['a null entry', { paesiImport: [null] }, { 'paesiImport.0': MESSAGES.emptyEntry }],
    [
      'four export countries',
      { paesiExport: ['FR', 'ES', 'DE', 'AT'] },
      { paesiExport: MESSAGES.maxCountries },
    ],
    [
      'four import countries',
      { paesiImport: ['FR', 'ES', 'DE', 'AT'] },
      { paesiImport: MESSAGES.maxCountries },
    ],
    ['a repeated country', { paesiImport: ['FR', 'fr'] }, { paesiImport: MESSAGES.duplicateCountry }],
    ['a malformed code', { paesiImport: ['FRA'] }, { 'paesiImport.0': MESSAGES.invalidValue }],
    ['a share off the step', { percentualeExport: 35 }, { percentualeExport: MESSAGES.invalidValue }],
    ['a share above 100', { percentualeExport: 110 }, { percentualeExport: MESSAGES.invalidValue }],
    ['a negative share', { percentualeExport: -10 }, { percentualeExport: MESSAGES.invalidValue }],
    ['negative revenue', { fatturato: -1 }, { fatturato: MESSAGES.invalidValue }],
    ['revenue as text', { fatturato: '100' }, { fatturato: MESSAGES.invalidValue }],
    ['fractional employees', { numeroDipendenti: 2.5 }, { numeroDipendenti: MESSAGES.invalidValue }],
    ['negative employees', { numeroDipendenti: -1 }, { numeroDipendenti: MESSAGES.invalidValue }],
    ['an unknown field', { fatturatoStimato: 1 }, { '': expect.any(String) }],
  ])('refuses %s', (_label, patch, expected) => expect(errorsFor(patch)).toEqual(expected));

  it.each([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])(
    'accepts a share of %i%% without countries',
    (percentualeExport) => expect(errorsFor({ percentualeExport, paesiExport: [] })).toEqual({}),
  );

  it('reports 0% with export countries even while another field is invalid', () => {
    expect(errorsFor({ percentualeExport: 0, fatturato: -5 })).toEqual({
      fatturato: MESSAGES.invalidValue,
      percentualeExport: MESSAGES.exportPercentZero,
    });
  });

  it('only an empty entry alongside 0% is not a country', () => {
    expect(errorsFor({ paesiExport: [''], percentualeExport: 0 })).toEqual({
      'paesiExport.0': MESSAGES.emptyEntry,
    });
  });

  it('upper-cases country codes', () => {
    expect(profiloOperativoDraftSchema.parse({ ...valid, paesiExport: [' fr '] }).paesiExport).toEqual([
      'FR',
    ]);
  });
});

describe('dropEmptyStrings', () => {
  it.each([
    [
      { fatturato: '', numeroDipendenti: 3, note: 'x' },
      { numeroDipendenti: 3, note: 'x' },
    ],
    [
      { a: 0, b: false, c: null, d: [''] },
      { a: 0, b: false, c: null, d: [''] },
    ],
    [{ a: ' ' }, { a: ' ' }],
    [{}, {}],
  ])('%j → %j', (input, expected) => expect(dropEmptyStrings(input)).toEqual(expected));

  it('leaves its input alone', () => {
    const input = { fatturato: '' };
    dropEmptyStrings(input);
    expect(input).toEqual({ fatturato: '' });
  });
});

describe('the report as the form shows it (fromReport)', () => {
  const country = (codice: string) => ({ codice, nome: codice });
  const report = (profiloOperativo: unknown) => ({ profiloOperativo }) as unknown as ReportSections;

  it('puts the share on the slider scale and keeps three countries per list', () => {
    const profile = {
      fatturato: 980,
      dipendenti: 12,
      paesiImport: ['DE', 'FR', 'ES', 'PT'].map(country),
      paesiExport: [country('US')],
      percentualeExport: 23,
    };
    expect(profiloOperativoModule.fromReport(report(profile))).toEqual({
      fatturato: 980,
      numeroDipendenti: 12,
      paesiImport: ['DE', 'FR', 'ES'],
      paesiExport: ['US'],
      percentualeExport: 20,
    });
  });

  it('shows a report without an operating profile as an empty form, the slider at 0', () => {
    expect(profiloOperativoModule.fromReport(report(null))).toEqual({
      fatturato: '',
      numeroDipendenti: '',
      paesiImport: [],
      paesiExport: [],
      percentualeExport: 0,
    });
  });
});
