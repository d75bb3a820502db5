import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { diskTestStore } from './file-stores.ts';
import { bearer, createTestApp, ifMatchFor, type multipartBody, signIn } from './helpers.ts';

const BASE = '/api/v1/contribuzioni/situazione-ecofin';

/**
 * A company writing its economic-financial situation through the real app, on a disk store of its
 * own. `prepare` changes its subject before it signs in; `write` posts a multipart write with the
 * If-Match of its draft (and any further headers), `draft` reads the draft back.
 */
export async function ecofinCompany(
  username: string,
  prepare?: (db: Db, subjectId: string) => Promise<unknown>,
) {
  const files = diskTestStore();
  const ctx = await createTestApp({ fileStore: files.store });
  const { db } = ctx.database;
  const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, username));
  const subjectId = user!.s!;
  await prepare?.(db, subjectId);
  const auth = bearer(await signIn(ctx.app, username));
  const url = `${BASE}/scrivi`;
  return {
    ctx,
    files,
    subjectId,
    write: async (body: ReturnType<typeof multipartBody>, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...(await ifMatchFor(ctx.app, auth, url)), ...body.headers, ...headers },
        payload: body.payload,
      }),
    draft: async () =>
      (await ctx.app.inject({ method: 'GET', url: `${BASE}/leggi`, headers: auth })).json().records[0],
    close: async () => {
      await ctx.close();
      await files.close();
    },
  };
}

export type EcofinCompany = Awaited<ReturnType<typeof ecofinCompany>>;
