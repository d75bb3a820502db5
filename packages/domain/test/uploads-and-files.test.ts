import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  documentTypeByName,
  isSafeFileName,
  kindByExtension,
  lastDepositYear,
  receiptRequired,
  statementYears,
  UPLOAD_RULES,
  uploadMessages,
} from '../src/index.ts';

describe('upload rules', () => {
  it('has the limits of the spec', () => {
    expect(UPLOAD_RULES.statement.maxBytes).toBe(5242880);
    expect(UPLOAD_RULES.receipt.maxBytes).toBe(5242880);
    expect(UPLOAD_RULES.otherDocument.maxBytes).toBe(52428800);
    expect(UPLOAD_RULES.invoiceAttachment.maxBytes).toBe(1048576);
    expect(UPLOAD_RULES.uploaderDefault).toEqual({ kinds: ['pdf', 'jpeg'], maxBytes: 10485760, maxFiles: 0 });
  });

  it('words the three uploader messages as the spec', () => {
    expect(uploadMessages.tooLarge('a.pdf', UPLOAD_RULES.otherDocument)).toBe(
      'Il file a.pdf eccede dalle dimensioni massime (max 50MB)',
    );
    expect(uploadMessages.invalidFormat('a.exe', UPLOAD_RULES.statement)).toBe(
      'Il formato del file a.exe non è valido (consentiti pdf, csv, xbrl)',
    );
    expect(uploadMessages.tooMany('b.pdf', UPLOAD_RULES.otherDocument)).toBe(
      'File b.pdf non aggiunto: è possibile selezionare al massimo 1 documenti',
    );
  });

  it.each([
    ['bilancio.pdf', true],
    ['Bilancio 2025 – definitivo.PDF', true],
    ['../etc/passwd', false],
    ['a/b.pdf', false],
    ['a\\b.pdf', false],
    ['..', false],
    ['file\u0000.pdf', false],
    ['riga\nnuova.pdf', false],
    ['', false],
    [' spazio.pdf', false],
    ['x'.repeat(256), false],
  ])('isSafeFileName(%j) → %s', (name, ok) => expect(isSafeFileName(name)).toBe(ok));

  it('kindByExtension follows the rule', () => {
    expect(kindByExtension('a.XBRL', UPLOAD_RULES.statement)).toBe('xbrl');
    expect(kindByExtension('a.xbrl', UPLOAD_RULES.receipt)).toBeUndefined();
    expect(kindByExtension('a.jpeg', UPLOAD_RULES.uploaderDefault)).toBe('jpeg');
  });
});

describe('statement years', () => {
  const jan = new Date(2026, 0, 15);
  const jun30 = new Date(2026, 5, 30);
  const jul1 = new Date(2026, 6, 1);

  it.each([
    ["Data di deposito dell'ultimo bilancio: 30/06/2024", 2024],
    ['2023', 2023],
    ['', 2022],
    [null, 2022],
    ['abcd', 2022],
    ['31/12/2027', 2022],
  ])('lastDepositYear(%j) → %i', (nota, year) => expect(lastDepositYear(nota, jan)).toBe(year));

  it.each([
    [2022, [2025, 2024, 2023]],
    [2023, [2025, 2024]],
    [2024, [2025]],
    [2025, []],
  ])('registered after a deposit in %i → %j', (deposit, years) =>
    expect(statementYears('depositato', jan, deposit)).toEqual(years),
  );

  it('provisional: last year and this year before July, then this year only', () => {
    expect(statementYears('provvisorio', jun30, 2024)).toEqual([2026, 2025]);
    expect(statementYears('provvisorio', jul1, 2024)).toEqual([2026]);
  });

  it('partial: the current year', () => expect(statementYears('parziale', jul1, 2024)).toEqual([2026]));

  it('receipt only for a registered statement newer than the last deposit', () => {
    expect(receiptRequired('depositato', 2025, 2024)).toBe(true);
    expect(receiptRequired('depositato', 2024, 2024)).toBe(false);
    expect(receiptRequired('provvisorio', 2026, 2024)).toBe(false);
    expect(receiptRequired('parziale', 2026, 2024)).toBe(false);
  });
});

describe('document types', () => {
  it('has the 11 types d01..d11, found by name or code', () => {
    expect(DOCUMENT_TYPES.map((t) => t.code)).toEqual([
      'd01',
      'd02',
      'd03',
      'd04',
      'd05',
      'd06',
      'd07',
      'd08',
      'd09',
      'd10',
      'd11',
    ]);
    expect(documentTypeByName('Business plan')?.code).toBe('d04');
    expect(documentTypeByName('d11')?.code).toBe('d11');
    expect(documentTypeByName('altro')).toBeUndefined();
  });
});
