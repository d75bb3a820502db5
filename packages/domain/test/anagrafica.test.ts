import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_STATUS_CODES,
  anagraficaDraftSchema,
  changedRegistryFields,
  type RegistryValues,
} from '../src/modules/anagrafica.ts';
import { MESSAGES } from '../src/rules/messages.ts';
import { validRegistry as valid } from './fixtures.ts';
import { fieldErrors } from './issues.ts';

const errorsFor = (patch: Record<string, unknown>) =>
  fieldErrors(anagraficaDraftSchema, { ...valid, ...patch });

describe('registry draft', () => {
  it('accepts a complete draft, and one with every optional field empty or missing', () => {
    expect(errorsFor({})).toEqual({});
    const { telefono, email, pec, descrizione, sitoInternet, insegnaMarca, ...required } = valid;
    expect(fieldErrors(anagraficaDraftSchema, required)).toEqual({});
    expect(
      errorsFor({ telefono: '', email: '', pec: '', descrizione: '', sitoInternet: '', insegnaMarca: '' }),
    ).toEqual({});
  });

  it.each(['naturaGiuridica', 'statoAttivita', 'indirizzo', 'provincia', 'comune', 'cap'])(
    '%s is required',
    (field) => {
      expect(errorsFor({ [field]: '' })).toEqual({ [field]: MESSAGES.required });
      expect(errorsFor({ [field]: '   ' })).toEqual({ [field]: MESSAGES.required });
      expect(errorsFor({ [field]: undefined })).toEqual({ [field]: MESSAGES.required });
    },
  );

  it('the ATECO code is required', () => {
    expect(errorsFor({ ateco: { codice: '', descrizione: '' } })).toEqual({
      'ateco.codice': MESSAGES.required,
    });
    expect(errorsFor({ ateco: undefined })).toEqual({ ateco: MESSAGES.required });
  });

  it.each(ACTIVITY_STATUS_CODES)('statoAttivita %s is accepted', (code) => {
    expect(errorsFor({ statoAttivita: code })).toEqual({});
  });

  it.each(['X', 'a', 'AT'])('statoAttivita %s is refused', (code) => {
    expect(errorsFor({ statoAttivita: code })).toEqual({ statoAttivita: MESSAGES.required });
  });

  it.each([
    ['12345678901', {}],
    ['123456789012', { telefono: MESSAGES.phone }],
    ['123.456.789/01', {}],
    ['123.456.789/012', { telefono: MESSAGES.phone }],
    ['02 1234567', { telefono: MESSAGES.phone }],
  ])('telefono %s', (telefono, expected) => expect(errorsFor({ telefono })).toEqual(expected));

  it.each([
    ['info@alfa.it', {}],
    ['info@alfa', { email: MESSAGES.email, pec: MESSAGES.email }],
    ['info alfa.it', { email: MESSAGES.email, pec: MESSAGES.email }],
  ])('email and pec %s', (address, expected) =>
    expect(errorsFor({ email: address, pec: address })).toEqual(expected),
  );

  it.each([
    ['2012', { cap: MESSAGES.cap }],
    ['20121', {}],
    ['201210', { cap: MESSAGES.cap }],
    ['ABCDE', { cap: MESSAGES.cap }],
  ])('cap %s', (cap, expected) => expect(errorsFor({ cap })).toEqual(expected));

  it.each([
    [280, {}],
    [281, { descrizione: MESSAGES.descriptionTooLong }],
  ])('descrizione of %i characters', (length, expected) =>
    expect(errorsFor({ descrizione: 'x'.repeat(length) })).toEqual(expected),
  );

  it.each([
    ['www.pasticceria-università.it', {}],
    ['alfa', { sitoInternet: MESSAGES.website }],
    ['www.alfa .it', { sitoInternet: MESSAGES.website }],
  ])('sitoInternet %s', (sitoInternet, expected) => expect(errorsFor({ sitoInternet })).toEqual(expected));

  it('trims text', () => {
    expect(
      anagraficaDraftSchema.parse({ ...valid, indirizzo: '  Via Roma 1 ', cap: ' 20121 ' }),
    ).toMatchObject({
      indirizzo: 'Via Roma 1',
      cap: '20121',
    });
  });

  it('refuses unknown fields, also inside ateco', () => {
    expect(anagraficaDraftSchema.safeParse({ ...valid, stato: 'IN_BOZZA' }).success).toBe(false);
    expect(anagraficaDraftSchema.safeParse({ ...valid, ateco: { ...valid.ateco, x: 1 } }).success).toBe(
      false,
    );
  });
});

describe('changedRegistryFields', () => {
  const official: RegistryValues = {
    naturaGiuridica: 'SR',
    statoAttivita: 'A',
    telefono: '02.1234567',
    email: 'INFO@ALFA.IT',
    pec: null,
    indirizzo: 'VIA ROMA 1',
    cap: '20121',
    provincia: 'MI',
    comune: 'MILANO',
    descrizione: 'Software gestionale',
    sitoInternet: 'www.alfa.it',
    insegnaMarca: 'Alfa',
    ateco: { codice: '620100', versione: '07' },
  };

  it.each<[string, Partial<RegistryValues>, string[]]>([
    ['same data, case and spaces aside', { indirizzo: ' via roma 1 ', email: 'info@alfa.it' }, []],
    ['missing equals empty', { pec: '' }, []],
    ['ATECO with dots', { pec: '', ateco: { codice: '62.01.00' } }, []],
    ['another ATECO code', { pec: '', ateco: { codice: '62.02.00' } }, ['ateco']],
    ['same code, other edition', { pec: '', ateco: { codice: '62.01.00', versione: '25' } }, ['ateco']],
    ['several fields', { pec: '', telefono: '', cap: '20122', comune: 'Milano ' }, ['telefono', 'cap']],
  ])('%s', (_label, patch, expected) => {
    expect(changedRegistryFields({ ...official, ...patch }, official)).toEqual(expected);
  });

  it('ignores stato and dataSalvataggio', () => {
    const saved = { ...official, stato: 'SALVATO', dataSalvataggio: '2026-01-01' };
    expect(changedRegistryFields(saved, { ...official, stato: 'APPROVATO' } as RegistryValues)).toEqual([]);
  });

  it('lists every field against empty official data, in form order', () => {
    // `valid` fills every field of the form, written in the form's order
    expect(changedRegistryFields(anagraficaDraftSchema.parse(valid), {})).toEqual(Object.keys(valid));
  });
});
