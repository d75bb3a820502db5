import { describe, expect, it } from 'vitest';
import {
  contropartiCommercialiSchema,
  dayKey,
  firstInvoiceDay,
  firstPaymentDay,
  invoiceSchema,
  isSearchable,
  MAX_INVOICES,
  paymentExperiencesSchema,
  referenteSchema,
  stripSearch,
} from '../src/index.ts';

/** Day-start in Italy of a calendar day, as the web sends it. */
const romeMidnight = (y: number, m: number, d: number) => {
  const want = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  for (const offset of [1, 2]) {
    const t = Date.UTC(y, m - 1, d) - offset * 3600_000;
    if (dayKey(t) === want && dayKey(t - 1) !== want) return t;
  }
  throw new Error('no midnight');
};
const TODAY = romeMidnight(2026, 11, 21) + 10 * 3600_000;

const invoice = (over: Record<string, unknown> = {}) => ({
  numeroFattura: 'F-1',
  importo: 1500.5,
  dataFattura: romeMidnight(2026, 10, 5),
  dataScadenza: romeMidnight(2026, 11, 5),
  dataPagamento: romeMidnight(2026, 11, 3),
  nomeFile: 'fattura.pdf',
  chiaveDocumento: '1000001/8f0e3a55-7d1e-4b35-9b7c-4bb2d5f0c001',
  contentType: 'application/pdf',
  ...over,
});
type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const firstMessage = (r: Parsed) =>
  r.success ? null : `${r.error!.issues[0]!.path.join('.')}: ${r.error!.issues[0]!.message}`;

describe('invoice date windows (today 21/11/2026 in Italy)', () => {
  const schema = invoiceSchema(TODAY);
  it('computes the first invoice and payment days', () => {
    expect(firstInvoiceDay(TODAY)).toBe('2025-11-01');
    expect(firstPaymentDay(TODAY)).toBe('2026-10-01');
    expect(firstPaymentDay(romeMidnight(2026, 1, 10))).toBe('2025-12-01');
  });

  it.each([
    [
      'the first day of the window',
      {
        dataFattura: romeMidnight(2025, 11, 1),
        dataScadenza: romeMidnight(2025, 12, 1),
        dataPagamento: romeMidnight(2026, 10, 1),
      },
      null,
    ],
    [
      'the day before the window',
      { dataFattura: romeMidnight(2025, 10, 31) },
      'dataFattura: La data della fattura non può essere precedente al 01/11/2025',
    ],
    [
      'today',
      {
        dataFattura: romeMidnight(2026, 11, 21),
        dataScadenza: romeMidnight(2026, 11, 21),
        dataPagamento: romeMidnight(2026, 11, 21),
      },
      null,
    ],
    [
      'tomorrow',
      {
        dataFattura: romeMidnight(2026, 11, 22),
        dataScadenza: romeMidnight(2026, 11, 22),
        dataPagamento: romeMidnight(2026, 11, 22),
      },
      'dataFattura: La data della fattura non può essere futura',
    ],
    [
      'due the day before the invoice',
      { dataScadenza: romeMidnight(2026, 10, 4) },
      'dataScadenza: La data di scadenza non può essere precedente alla data della fattura',
    ],
    ['due on the invoice day', { dataScadenza: romeMidnight(2026, 10, 5) }, null],
    [
      'paid the day before the invoice',
      { dataPagamento: romeMidnight(2026, 10, 4) },
      'dataPagamento: La data di pagamento non può essere precedente alla data della fattura',
    ],
    [
      'paid on the first day of last month',
      {
        dataFattura: romeMidnight(2026, 9, 1),
        dataScadenza: romeMidnight(2026, 9, 30),
        dataPagamento: romeMidnight(2026, 10, 1),
      },
      null,
    ],
    [
      'paid the day before that',
      {
        dataFattura: romeMidnight(2026, 9, 1),
        dataScadenza: romeMidnight(2026, 9, 30),
        dataPagamento: romeMidnight(2026, 9, 30),
      },
      'dataPagamento: La data di pagamento non può essere precedente al 01/10/2026',
    ],
    ['amount 100,00', { importo: 100 }, null],
    ['amount 99,99', { importo: 99.99 }, "importo: L'importo della fattura è minore di 100 €"],
    ['no number', { numeroFattura: '' }, 'numeroFattura: Dato obbligatorio'],
    ['description of 160', { descrizione: 'd'.repeat(160) }, null],
    ['description of 161', { descrizione: 'd'.repeat(161) }, 'descrizione: Massimo 160 caratteri'],
    [
      'no attachment key',
      { chiaveDocumento: '' },
      'chiaveDocumento: Errore caricamento: si prega di rimuovere il documento e provare a ricaricarlo.',
    ],
  ])('%s', (_label, over, expected) => expect(firstMessage(schema.safeParse(invoice(over)))).toBe(expected));
});

describe('payment experiences body', () => {
  const schema = paymentExperiencesSchema(TODAY);
  const supplier = (n: number) => ({
    idSoggetto: '2000001',
    fatture: Array.from({ length: n }, (_, i) => invoice({ numeroFattura: `F-${i}` })),
  });
  it('needs at least one invoice and at most 20', () => {
    expect(firstMessage(schema.safeParse({ fornitori: [] }))).toBe(
      'fornitori: Per procedere è necessario inserire almeno una fattura.',
    );
    expect(schema.safeParse({ fornitori: [supplier(MAX_INVOICES)] }).success).toBe(true);
    expect(firstMessage(schema.safeParse({ fornitori: [supplier(MAX_INVOICES + 1)] }))).toBe(
      'fornitori: È possibile inserire al massimo 20 fatture per contribuzione.',
    );
  });
});

describe('supplier contact', () => {
  it.each([
    [{ nome: 'Anna', cognome: 'Neri', email: 'anna@x.it' }, null],
    [{ nome: 'Anna', cognome: 'Neri', telefono: '02/123.45678' }, null],
    [{ nome: 'Anna', cognome: 'Neri' }, 'telefono: *necessario almeno 1'],
    [{ nome: '', cognome: 'Neri', email: 'a@b.it' }, 'nome: Campo obbligatorio'],
    [{ nome: 'a'.repeat(81), cognome: 'Neri', email: 'a@b.it' }, 'nome: Massimo 80 caratteri'],
    [
      { nome: 'Anna', cognome: 'Neri', telefono: '021234567890' },
      'telefono: Formato non valido: è consentito un massimo di 11 caratteri',
    ],
    [
      { nome: 'Anna', cognome: 'Neri', email: 'anna@' },
      'email: Formato non valido: inserisci un indirizzo email corretto',
    ],
  ])('%j', (body, expected) => expect(firstMessage(referenteSchema.safeParse(body))).toBe(expected));
});

describe('commercial counterparties', () => {
  const italian = (id: string) => ({ idSoggetto: id, denominazione: `SOGGETTO ${id}` });
  const foreign = {
    isForeign: true,
    idSoggetto: 'cc-foreign-1',
    denominazione: 'NORDIC AB',
    paese: 'SE',
    indirizzo: 'Storgatan 1',
    comune: 'Stoccolma',
  };
  it.each([
    [{ clients: [italian('1'), foreign], suppliers: [] }, null],
    [{ clients: [], suppliers: [] }, 'Campo obbligatorio'],
    [
      { clients: [italian('1'), italian('2'), italian('3'), italian('4')], suppliers: [] },
      'Massimo 3 soggetti',
    ],
    [{ clients: [{ ...foreign, comune: 'c'.repeat(81) }], suppliers: [] }, 'Massimo 80 caratteri'],
  ])('%j', (body, expected) => {
    const r = contropartiCommercialiSchema.safeParse(body);
    if (expected === null) expect(r.success).toBe(true);
    else expect(JSON.stringify(r.error?.issues)).toContain(expected);
  });
});

describe('search input', () => {
  it.each([
    ['IT 012.345-678', 'IT012345678', true],
    ['a', 'a', false],
    ["'; DROP--", 'DROP', true],
    ['.*', '', false],
  ])('%j → %j', (input, stripped, ok) => {
    expect(stripSearch(input)).toBe(stripped);
    expect(isSearchable(input)).toBe(ok);
  });
});
