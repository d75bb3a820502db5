import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DOMAIN_MESSAGE_TABLE,
  localizeMessage,
  MESSAGES,
  MESSAGES_EN,
  type MessageKey,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';

/**
 * Walks every message key of both languages: the domain's MESSAGES (and its other messages) and
 * every web catalogue pair (src/locales and the feature, module and component locales). Each key
 * exists in both; the English text differs from the Italian unless it is the same word in both.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** Texts that are the same in both languages: names, brands, codes, loanwords. */
const SAME_IN_BOTH = new Set([
  'Credibility',
  'Overview',
  'Dashboard',
  'Management',
  'Italiano',
  'English',
  'E-mail',
  'Email',
  'No',
  'Link',
  'Browser',
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'Opera',
  'Computer',
  'Smartphone',
  'Tablet',
  'File',
  'ATECO 2007',
  'ATECO 2025',
]);

function catalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogues(path);
    return name === 'it.json' && dir.endsWith('locales') ? [path] : [];
  });
}

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, String(value));
  }
  return out;
}

const read = (path: string) => flatten(JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>);
/** A text with no word of its own: only interpolations and punctuation. */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

const ITALIAN_FILES = catalogues(SRC);

describe('message catalogues', () => {
  it('finds the web catalogues (shared, features, modules, components)', () => {
    expect(ITALIAN_FILES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(ITALIAN_FILES.map((path) => [relative(SRC, path), path]))(
    '%s: every key in both, English in English',
    (_, path) => {
      const italian = read(path);
      const english = read(path.replace(/it\.json$/, 'en.json'));
      expect([...english.keys()].sort()).toEqual([...italian.keys()].sort());
      for (const [key, text] of italian) {
        const en = english.get(key) ?? '';
        expect(en.trim(), key).not.toBe('');
        if (en === text && !wordless(text))
          expect(SAME_IN_BOTH.has(text), `${key}: "${text}" is not translated`).toBe(true);
      }
    },
  );

  it('every domain message key has an English wording that differs from the Italian', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(MESSAGES_EN[key], key).toBeTruthy();
      expect(MESSAGES_EN[key], key).not.toBe(MESSAGES[key]);
      expect(localizeMessage(MESSAGES[key], 'en'), key).toBe(MESSAGES_EN[key]);
    }
    for (const [italian, english] of Object.entries(DOMAIN_MESSAGE_TABLE)) {
      expect(english, italian).not.toBe(italian);
      expect(english.match(/\{\w+\}/g)?.sort(), italian).toEqual(italian.match(/\{\w+\}/g)?.sort());
    }
  });
});
