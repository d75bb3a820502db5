import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, subjects, users } from '../src/db/schema.ts';
import { invoiceXml, zipOf } from './einvoice-fixtures.ts';
import { bearer, createTestApp, multipartBody, signIn, type TestContext } from './helpers.ts';

// Issue 24: a parse over its time budget stops its worker and answers 413, storing nothing.
let ctx: TestContext;
let token: string;
let subjectId: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PARSER_TIME_BUDGET_MS: '200' } });
  const db = ctx.database.db;
  const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, 'azienda'));
  subjectId = user!.s!;
  await db.update(subjects).set({ codiceFiscale: '09876543210' }).where(eq(subjects.id, subjectId));
  token = await signIn(ctx.app, 'azienda');
});
afterAll(() => ctx.close());

describe('parser time budget', () => {
  it('an import that takes longer than the budget is stopped with 413', async () => {
    // 1,000 invoices: reading them and rendering 1,000 evidence PDFs takes seconds, not 200 ms.
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      name: `IT01234567890_${String(i).padStart(5, '0')}.xml`,
      data: Buffer.from(invoiceXml({ number: `B${i}` })),
    }));
    const body = multipartBody({}, [
      { field: 'fileFattura', filename: 'tante.zip', content: await zipOf(entries) },
    ]);
    const before = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.subjectId, subjectId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/esperienze-pagamento/importa-fatture',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toMatch(/troppo grandi o complessi/);
    const after = await ctx.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.subjectId, subjectId));
    expect(after).toHaveLength(before.length);
  });
});
