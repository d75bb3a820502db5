import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setZodLocale } from './zod-config.ts';

const messageOf = () => z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message ?? '';

describe('zod on the client', () => {
  afterEach(() => setZodLocale('it'));

  it('speaks Italian for its own checks, as the API does', () => {
    const message = messageOf();
    expect(message).not.toMatch(/Invalid|expected/);
    expect(message).toMatch(/non valido|atteso/i);
  });

  it('speaks English in the English interface, and Italian again after', () => {
    setZodLocale('en');
    expect(messageOf()).toMatch(/Invalid input: expected number/);
    setZodLocale('it');
    expect(messageOf()).toMatch(/non valido|atteso/i);
  });
});
