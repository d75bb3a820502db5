import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, users } from '../src/db/schema.ts';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

// Migration 0008: subjects.has_company_user follows the users table, whoever writes it.
describe('represented subjects', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const flags = async (...ids: string[]) =>
    Object.fromEntries(
      (
        await ctx.database.db
          .select({ id: subjects.id, flag: subjects.hasCompanyUser })
          .from(subjects)
          .where(inArray(subjects.id, ids))
      ).map((r) => [r.id, r.flag]),
    );
  const search = async (term: string) => {
    const token = await signIn(ctx.app, 'analista');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ricercaSoggetto',
      headers: bearer(token),
      payload: { userId: term },
    });
    return (res.json().risultati as { azienda: { idSoggetto: string } }[]).map((r) => r.azienda.idSoggetto);
  };

  it('is set by the seed for the demo companies and by a new user; moves and clears with the user', async () => {
    expect(await flags('1000001', '2000010', '2000011')).toEqual({
      '1000001': true,
      '2000010': false,
      '2000011': false,
    });
    const [target] = await ctx.database.db.select().from(subjects).where(eq(subjects.id, '2000010'));
    expect(await search(target!.partitaIva!)).toEqual([]);

    await ctx.database.db.insert(users).values({
      id: 'NUOVO',
      username: 'nuovo',
      passwordHash: 'x',
      nome: 'N',
      cognome: 'U',
      subjectId: '2000010',
    });
    expect(await flags('2000010')).toEqual({ '2000010': true });
    expect(await search(target!.partitaIva!)).toEqual(['2000010']);

    await ctx.database.db.update(users).set({ subjectId: '2000011' }).where(eq(users.id, 'NUOVO'));
    expect(await flags('2000010', '2000011')).toEqual({ '2000010': false, '2000011': true });

    await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, 'NUOVO'));
    expect(await flags('2000011')).toEqual({ '2000011': false });

    await ctx.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, 'NUOVO'));
    await ctx.database.db.delete(users).where(eq(users.id, 'NUOVO'));
    expect(await flags('2000011')).toEqual({ '2000011': false });
  });
});
