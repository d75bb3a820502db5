import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from '../src/index.ts';

describe('storable text (what PostgreSQL text and jsonb can hold)', () => {
  it.each([
    ['', true],
    ['Rossi & C. s.r.l.', true],
    ['😀 emoji (a surrogate pair)', true],
    ['àèìòù ß € \u202e', true],
    ['a\u0000b', false],
    ['\u0000', false],
    ['\ud800', false],
    ['x\udfffy', false],
    ['\ude00\ud83d', false],
  ])('%j → %s', (text, ok) => expect(isStorableText(text)).toBe(ok));

  it('finds the first unstorable value or property name, at any depth', () => {
    expect(findUnstorableText({ a: ['ok', { b: 1, c: null, d: true }] })).toBeNull();
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findUnstorableText({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findUnstorableText(['\ud800'])).toEqual([0]);
    expect(findUnstorableText('plain')).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('walks deeply nested input without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(20_000);
  });
});
