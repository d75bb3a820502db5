import { describe, expect, it } from 'vitest';
import {
  altriDocumentiFormSchema,
  anagraficaFormSchema,
  contropartiCommercialiFormSchema,
  MESSAGES,
  paymentExperiencesFormSchema,
  REGISTRY_FIELDS,
  type RegistryField,
  romeDayStart,
  situazioneEcoFinFormSchema,
} from '../src/index.ts';
import { validRegistry } from './fixtures.ts';

/** The messages by path of a failed parse. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const file = { name: 'bilancio.pdf' };

describe('module form schemas: the form values checked with the draft rules', () => {
  it('registry: an empty required select reports Campo obbligatorio on its own path', () => {
    // Every text field blank (statoAttivita too) but the required ones.
    const blank = Object.fromEntries(REGISTRY_FIELDS.map((f) => [f, ''])) as Record<RegistryField, string>;
    const values = {
      ...blank,
      naturaGiuridica: validRegistry.naturaGiuridica,
      indirizzo: validRegistry.indirizzo,
      cap: validRegistry.cap,
      provincia: validRegistry.provincia,
      comune: validRegistry.comune,
      ateco: validRegistry.ateco,
    };
    expect(issues(anagraficaFormSchema.safeParse(values))).toEqual({ statoAttivita: MESSAGES.required });
    expect(anagraficaFormSchema.safeParse({ ...values, statoAttivita: 'A' }).success).toBe(true);
  });

  it('economic-financial: a year offered for the type, one statement, the receipt when required', () => {
    const today = new Date(2026, 0, 15);
    const schema = situazioneEcoFinFormSchema<typeof file>(today, 2022);
    const base = {
      tipoBilancio: 'depositato' as const,
      annoBilancio: '2025',
      statement: [file],
      receipt: [],
    };
    expect(issues(schema.safeParse(base))).toEqual({ receipt: MESSAGES.required });
    expect(schema.safeParse({ ...base, receipt: [file] }).success).toBe(true);
    expect(issues(schema.safeParse({ ...base, annoBilancio: '2021', receipt: [file] }))).toEqual({
      annoBilancio: MESSAGES.required,
    });
    expect(
      issues(schema.safeParse({ ...base, tipoBilancio: 'parziale', annoBilancio: '2026', statement: [] })),
    ).toEqual({
      statement: MESSAGES.required,
    });
  });

  it('other documents: a type, exactly one file, a note of at most 250', () => {
    const schema = altriDocumentiFormSchema<typeof file>();
    expect(schema.safeParse({ tipoDocumento: 'd04', noteDocumento: '', files: [file] }).success).toBe(true);
    expect(
      issues(schema.safeParse({ tipoDocumento: 'd04', noteDocumento: 'x'.repeat(251), files: [] })),
    ).toEqual({
      noteDocumento: 'Massimo 250 caratteri',
      files: MESSAGES.required,
    });
  });

  it('counterparties: the authorisation is required once an Italian counterpart is named', () => {
    const schema = contropartiCommercialiFormSchema();
    const italian = {
      idSoggetto: 'S1',
      denominazione: 'ALFA SPA',
      codiceFiscale: '01234567890',
      partitaIva: null,
    };
    expect(issues(schema.safeParse({ clients: [italian], suppliers: [], authorised: false }))).toEqual({
      authorised: MESSAGES.required,
    });
    const result = schema.safeParse({ clients: [italian], suppliers: [], authorised: true });
    expect(result.success && result.data.clients).toEqual([italian]);
  });

  it('payments: errors on the form rows; the output sends only suppliers with invoices', () => {
    const today = Date.UTC(2026, 2, 15, 10);
    const schema = paymentExperiencesFormSchema(today);
    const row = {
      key: 'r1',
      numeroFattura: 'F-1',
      importo: '150.5',
      descrizione: '',
      dataFattura: '2026-03-01',
      dataScadenza: '2026-03-10',
      dataPagamento: '2026-03-12',
      nomeFile: 'f.pdf',
      chiaveDocumento: 'K1',
      contentType: 'application/pdf',
    };
    const empty = { idSoggetto: 'S0', denominazione: 'ZETA', pivaCf: '1', fatture: [] };
    const s1 = { idSoggetto: 'S1', denominazione: 'ALFA', pivaCf: '2', fatture: [row] };
    const ok = schema.safeParse({ fornitori: [empty, s1] });
    expect(ok.success && ok.data.fornitori.map((f) => [f.idSoggetto, f.fatture[0]?.importo])).toEqual([
      ['S1', 150.5],
    ]);
    expect(ok.success && ok.data.fornitori[0]?.fatture[0]?.dataFattura).toBe(romeDayStart('2026-03-01'));
    const bad = schema.safeParse({ fornitori: [empty, { ...s1, fatture: [{ ...row, importo: '99' }] }] });
    expect(issues(bad)).toEqual({ 'fornitori.1.fatture.0.importo': MESSAGES.invoiceAmountBelowMin });
    expect(issues(schema.safeParse({ fornitori: [empty] }))).toEqual({
      fornitori: MESSAGES.atLeastOneInvoice,
    });
  });
});
