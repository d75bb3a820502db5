import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it.each([
    [new ApiError('http', 400), false],
    [new ApiError('http', 404), false],
    [new ApiError('http', 403), false],
    [new ApiError('unauthorized', 401), false],
    [new ApiError('invalid-response', 200), false],
    [new ApiError('http', 500), true],
    [new ApiError('http', 503), true],
    [new ApiError('network', null), true],
  ])('%o → retry once: %s', (error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
    expect(shouldRetry(1, error)).toBe(false);
  });
});
