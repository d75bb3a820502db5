import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config.ts';

describe('zod on the client', () => {
  it('speaks Italian for its own checks, as the API does', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).not.toMatch(/Invalid|expected/);
    expect(message).toMatch(/non valido|atteso/i);
  });
});
