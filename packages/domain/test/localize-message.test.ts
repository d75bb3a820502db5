import { describe, expect, it } from 'vitest';
import { formatMessage, localizeMessage, MESSAGES, MESSAGES_EN, type MessageKey } from '../src/index.ts';

describe('MESSAGES_EN', () => {
  it('words every key of MESSAGES, with the same placeholders and different text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(MESSAGES_EN).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(placeholders(MESSAGES_EN[key]), key).toEqual(placeholders(MESSAGES[key]));
      expect(MESSAGES_EN[key], key).not.toBe(MESSAGES[key]);
    }
  });
});

describe('localizeMessage', () => {
  it('translates every fixed message and passes it unchanged in Italian', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      if (/\{\w+\}/.test(MESSAGES[key])) continue;
      expect(localizeMessage(MESSAGES[key], 'en'), key).toBe(MESSAGES_EN[key]);
      expect(localizeMessage(MESSAGES[key], 'it'), key).toBe(MESSAGES[key]);
    }
  });

  it('keeps the values of filled placeholders (dates, names, numbers)', () => {
    expect(localizeMessage(formatMessage(MESSAGES.invoiceDateTooEarly, { date: '01/01/2020' }), 'en')).toBe(
      'The invoice date cannot be earlier than 01/01/2020',
    );
    expect(localizeMessage(formatMessage(MESSAGES.maxChars, { max: 2000 }), 'en')).toBe(
      'Maximum 2000 characters',
    );
    const filled = formatMessage(MESSAGES.uploaderFileTooLarge, { name: 'bilancio (1).pdf', maxMbSize: 10 });
    expect(localizeMessage(filled, 'en')).toBe(
      'The file bilancio (1).pdf exceeds the maximum size (max 10MB)',
    );
    const many = formatMessage(MESSAGES.uploaderTooManyFiles, { name: 'a.pdf', maxFiles: 3 });
    expect(localizeMessage(many, 'en')).toBe('File a.pdf not added: you can select at most 3 documents');
  });

  it('leaves unknown text, the empty string and near misses unchanged', () => {
    expect(localizeMessage('Qualcosa di diverso', 'en')).toBe('Qualcosa di diverso');
    expect(localizeMessage('', 'en')).toBe('');
    expect(localizeMessage(`${MESSAGES.required}.`, 'en')).toBe(`${MESSAGES.required}.`);
    expect(localizeMessage(' Campo obbligatorio', 'en')).toBe(' Campo obbligatorio');
    expect(localizeMessage('Massimo  caratteri', 'en')).toBe('Massimo  caratteri');
  });

  it('uses an extra table first and translates messages nested in its placeholders', () => {
    const extra = { 'Dati non validi: {path} — {message}': 'Invalid data: {path} — {message}' };
    expect(localizeMessage('Dati non validi: body.email — Campo obbligatorio', 'en', extra)).toBe(
      'Invalid data: body.email — Required field',
    );
    expect(localizeMessage('Dati non validi: body.email — Campo obbligatorio', 'it', extra)).toBe(
      'Dati non validi: body.email — Campo obbligatorio',
    );
  });

  it('treats any other language as Italian', () => {
    expect(localizeMessage(MESSAGES.required, 'de')).toBe(MESSAGES.required);
  });
});
