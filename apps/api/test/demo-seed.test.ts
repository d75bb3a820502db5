import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveries, subjects, users } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../src/demo/accounts.ts';
import { EXTRA_COMPANIES, seedDemo } from '../src/demo/seed.ts';
import { vatCheckDigit } from '../src/demo/vat.ts';
import { testDatabase } from './helpers.ts';

type Database = Awaited<ReturnType<typeof testDatabase>>;
let a: Database;
let b: Database;
beforeAll(async () => {
  [a, b] = await Promise.all([testDatabase(), testDatabase()]);
  await seedDemo(a.db);
  await seedDemo(b.db);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('demo data', () => {
  it('is deterministic: two fresh databases get the same companies', async () => {
    const order = { orderBy: subjects.id };
    const rowsA = await a.db.select().from(subjects).orderBy(order.orderBy);
    const rowsB = await b.db.select().from(subjects).orderBy(order.orderBy);
    const strip = (rows: typeof rowsA) => rows.map(({ createdAt: _c, ...r }) => r);
    expect(strip(rowsA)).toEqual(strip(rowsB));
  });

  it('has the six demo accounts and at least 200 further companies, with valid VAT numbers', async () => {
    const accounts = await a.db.select().from(users);
    expect(accounts.map((u) => u.username).sort()).toEqual(DEMO_ACCOUNTS.map((d) => d.username).sort());
    const [n] = await a.db.select({ n: count() }).from(subjects);
    expect(n!.n).toBe(5 + EXTRA_COMPANIES);
    expect(EXTRA_COMPANIES).toBeGreaterThanOrEqual(200);
    for (const s of await a.db.select().from(subjects)) {
      expect(s.partitaIva).toMatch(/^\d{11}$/);
      expect(Number(s.partitaIva!.slice(10))).toBe(vatCheckDigit(s.partitaIva!.slice(0, 10)));
    }
  });

  it('gives reports to azienda, azienda2 and demo but not to senzareport', async () => {
    const withReport = await a.db
      .select({ username: users.username })
      .from(reportDeliveries)
      .innerJoin(users, eq(users.subjectId, reportDeliveries.subjectId))
      .where(eq(reportDeliveries.kind, 'report'));
    expect(withReport.map((r) => r.username).sort()).toEqual(['azienda', 'azienda2', 'demo']);
  });

  it('runs only once', async () => {
    expect(await seedDemo(a.db)).toBe(false);
  });
});

describe('vatCheckDigit', () => {
  it.each([
    ['0000000000', 0],
    ['1234567890', 3],
    ['0123456789', 7],
  ])('%s → %i', (first10, digit) => expect(vatCheckDigit(first10)).toBe(digit));
});
