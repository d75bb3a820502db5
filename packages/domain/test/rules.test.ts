import { describe, expect, it } from 'vitest';
import { atecoDigits, normaliseAtecoCode, sameAtecoCode } from '../src/rules/ateco.ts';
import { isCap, isEmail, isPhone, isWebsite } from '../src/rules/formats.ts';
import { formatMessage, MESSAGES } from '../src/rules/messages.ts';

describe('isPhone: digits, dots, slashes; at most 11 digits', () => {
  it.each([
    ['02123456', true],
    ['12345678901', true],
    ['123456789012', false],
    ['02.1234.5678/9', true], // 11 digits once dots and slashes are ignored
    ['02.1234.5678/90', false], // 12
    ['.../...12345678901', true],
    ['02 1234567', false],
    ['+390212345', false],
    ['02-1234567', false],
    ['./', false],
    ['O2123', false],
  ])('%s → %s', (value, expected) => expect(isPhone(value)).toBe(expected));
});

describe('isEmail', () => {
  it.each([
    ['mario.rossi@example.it', true],
    ['MARIO.ROSSI@EXAMPLE.IT', true],
    ['info+ordini@sub.example.com', true],
    ['pec@legalmail.it', true],
    ['mario@example', false],
    ['mario.example.it', false],
    ['mario @example.it', false],
    ['mario@@example.it', false],
    ['@example.it', false],
    ['mario@example.i', false],
    ['.mario@example.it', false],
    ['mario..rossi@example.it', false],
    [`${'a'.repeat(250)}@ex.it`, false],
  ])('%s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});

describe('isCap: exactly five digits', () => {
  it.each([
    ['2010', false],
    ['20100', true],
    ['201000', false],
    ['2O100', false],
    ['20 10', false],
  ])('%s → %s', (value, expected) => expect(isCap(value)).toBe(expected));
});

describe('isWebsite: a dot, and letters (accented too), digits, . : - / only', () => {
  it.each([
    ['www.example.it', true],
    ['https://www.example.it/chi-siamo', true],
    ['WWW.EXAMPLE.IT', true],
    ['www.caffè-città.it', true],
    ['www.società.it/perché', true],
    ['example.it:8080', true],
    ['localhost', false],
    ['https://example', false],
    ['www.example .it', false],
    ['www.example.it?page=1', false],
    ['www.my_site.it', false],
    ['www.example.it/#top', false],
    ['www.пример.рф', false],
  ])('%s → %s', (value, expected) => expect(isWebsite(value)).toBe(expected));
});

describe('normaliseAtecoCode: three dot-separated groups of two digits', () => {
  it.each([
    ['620100', '62.01.00'],
    ['62.01.00', '62.01.00'],
    ['62.01', '62.01.00'],
    ['6201', '62.01.00'],
    ['62', '62.00.00'],
    ['62.0', '62.00.00'],
    ['620', '62.00.00'],
    ['62.01.0', '62.01.00'],
    ['62010', '62.01.00'],
    ['1.11', '01.11.00'],
    ['01.11.00', '01.11.00'],
    [' 47.91.10 ', '47.91.10'],
    ['', null],
    ['A', null],
    ['62.01.001', null],
    ['6201001', null],
    ['62..01', null],
    ['62.', null],
    ['62.01.00.1', null],
    ['62-01', null],
  ])('%j → %j', (code, expected) => expect(normaliseAtecoCode(code)).toBe(expected));
});

describe('ATECO comparison ignores dots', () => {
  it.each([
    ['62.01.00', '620100', true],
    ['62.01.00', '62.01.00', true],
    ['62.01.00', '62.01.09', false],
    ['62.01', '62.01.00', false],
    ['', '', false],
    [null, '62', false],
  ])('%j vs %j → %s', (a, b, expected) => expect(sameAtecoCode(a, b)).toBe(expected));

  it('atecoDigits drops dots and spaces', () => expect(atecoDigits(' 62.01. 00')).toBe('620100'));
});

describe('messages', () => {
  it('carries the spec wording', () => {
    expect(MESSAGES.required).toBe('Campo obbligatorio');
    expect(MESSAGES.phone).toBe('Formato non valido: è consentito un massimo di 11 caratteri');
    expect(MESSAGES.descriptionTooLong).toBe(
      'Descrizione troppo lunga: è consentito un massimo di 280 caratteri',
    );
  });

  it.each([
    [
      MESSAGES.uploaderFileTooLarge,
      { name: 'a.pdf', maxMbSize: 5 },
      'Il file a.pdf eccede dalle dimensioni massime (max 5MB)',
    ],
    [
      MESSAGES.uploaderInvalidFormat,
      { name: 'a.exe', allowedExtensions: 'pdf, csv' },
      'Il formato del file a.exe non è valido (consentiti pdf, csv)',
    ],
    [
      MESSAGES.uploaderTooManyFiles,
      { name: 'b.pdf', maxFiles: 1 },
      'File b.pdf non aggiunto: è possibile selezionare al massimo 1 documenti',
    ],
    [MESSAGES.maxChars, { max: 250 }, 'Massimo 250 caratteri'],
    [MESSAGES.maxChars, {}, 'Massimo {max} caratteri'],
  ])('formatMessage(%j)', (template, values, expected) =>
    expect(formatMessage(template, values)).toBe(expected),
  );
});
