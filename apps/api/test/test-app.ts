import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestApp, ifMatchFor, signIn, type TestContext } from './helpers.ts';

/**
 * A test app opened before the file's tests and closed after them, with a bearer header for each
 * user signed in. The returned objects are filled in `beforeAll`, so they can be destructured at
 * module level and read inside the tests.
 */
export function useTestApp(users: readonly string[] = []) {
  const ctx = {} as TestContext;
  const tokens: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
    for (const u of users) tokens[u] = bearer(await signIn(ctx.app, u));
  });
  afterAll(() => ctx.close());
  return { ctx, tokens };
}

/** A request as one signed-in user under `/api/v1<prefix>`, with the If-Match the resource asks for. */
export function userCaller<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'>(
  ctx: TestContext,
  tokens: Record<string, Record<string, string>>,
  prefix = '',
) {
  return async (
    user: string,
    method: M,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${prefix}${url}`,
      headers: {
        ...tokens[user],
        ...(await ifMatchFor(ctx.app, tokens[user]!, `/api/v1${prefix}${url}`)),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
