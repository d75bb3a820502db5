import { describe, expect, it } from 'vitest';
import { prefixUpperBound } from '../src/features/subjects/service.ts';

describe('prefixUpperBound: the least string above every string with the prefix', () => {
  it.each([
    ['ab', 'ac'],
    ['0123', '0124'],
    ['rossi%', 'rossi&'],
    ['a\uD7FF', 'a\uE000'],
    ['a\u{10FFFF}', 'b'],
    ['è', 'é'],
  ])('%j → %j', (prefix, bound) => {
    expect(prefixUpperBound(prefix)).toBe(bound);
    const sorted = [prefix, `${prefix}\u{10FFFF}zz`, bound].sort((a, b) => (a < b ? -1 : 1));
    expect(sorted.at(-1)).toBe(bound);
  });

  it('has none for an empty prefix or one made only of U+10FFFF', () => {
    expect(prefixUpperBound('')).toBeUndefined();
    expect(prefixUpperBound('\u{10FFFF}\u{10FFFF}')).toBeUndefined();
  });
});
