import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../src/db/schema.ts';
import { runHousekeeping } from '../src/http/housekeeping.ts';
import { RATE_LIMITS } from '../src/http/rate-limits.ts';
import { bearer, createTestApp, multipartBody, pdfBytes, signIn, type TestContext } from './helpers.ts';

const UPLOAD = '/api/v1/contribuzioni/esperienze-pagamento/carica-allegato';
const MB = 1024 * 1024;

let ctx: TestContext;
let limited: TestContext;
let demo: string;
let azienda: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { DEMO_FILE_QUOTA_MB: '5' } });
  limited = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  demo = await signIn(ctx.app, 'demo');
  azienda = await signIn(ctx.app, 'azienda');
});
afterAll(async () => {
  await ctx.close();
  await limited.close();
});

const upload = (token: string, size = MB - 64, filename = 'fattura.pdf', app = ctx.app) => {
  const body = multipartBody({}, [{ field: 'fileAllegato', filename, content: pdfBytes(size) }]);
  return app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

async function subjectOf(username: string) {
  const [u] = await ctx.database.db.select().from(users).where(eq(users.username, username));
  return u!.subjectId!;
}
const storedOf = async (subjectId: string) =>
  ctx.database.db.select().from(storedFiles).where(eq(storedFiles.subjectId, subjectId));

describe('storage quota per company', () => {
  it('parallel uploads of the demo account stop at its quota with 413, exactly, round after round', async () => {
    const subject = await subjectOf('demo');
    for (let round = 0; round < 3; round++) {
      await ctx.database.db.delete(storedFiles).where(eq(storedFiles.subjectId, subject));
      // The attacker's 40 × 1 MB, against a 5 MB quota.
      const answers = await Promise.all(Array.from({ length: 40 }, () => upload(demo)));
      const ok = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 413);
      expect(ok.length + refused.length).toBe(40);
      expect(ok).toHaveLength(5);
      expect(refused[0]!.json().message).toMatch(/^Spazio di archiviazione esaurito/);
      const rows = await storedOf(subject);
      expect(rows).toHaveLength(5);
      expect(rows.reduce((s, r) => s + r.size, 0)).toBeLessThanOrEqual(5 * MB);
      // Demo uploads are not kept for good.
      for (const r of rows) expect(r.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('demo files are removed when they expire, used or not', async () => {
    const subject = await subjectOf('demo');
    expect((await storedOf(subject)).length).toBeGreaterThan(0);
    await ctx.database.db
      .update(storedFiles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storedFiles.subjectId, subject));
    await runHousekeeping(ctx.app);
    expect(await storedOf(subject)).toHaveLength(0);
  });

  it('an attachment no contribution uses is removed after the retention; a used one stays', async () => {
    const subject = await subjectOf('azienda');
    const unused = (await upload(azienda)).json().codiceAllegato as string;
    const used = (await upload(azienda)).json().codiceAllegato as string;
    // A contribution pointing to `used` (the engine stores drafts as jsonb in module_records).
    await ctx.database.db.execute(sql`
      INSERT INTO module_records (subject_id, module, state, data, version)
      VALUES (${subject}, 'esperienzaPagamento', 'IN_BOZZA', ${JSON.stringify({ chiave: used })}::jsonb, 1)`);
    await runHousekeeping(ctx.app);
    expect((await storedOf(subject)).map((r) => r.key)).toEqual(expect.arrayContaining([unused, used]));
    await ctx.database.db.update(storedFiles).set({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    await runHousekeeping(ctx.app);
    const keys = (await storedOf(subject)).map((r) => r.key);
    expect(keys).toContain(used);
    expect(keys).not.toContain(unused);
    expect(await ctx.app.fileStore.get(unused)).toBeNull();
  });
});

describe('rate limits on writes and regenerations', () => {
  let azienda: string;
  beforeAll(async () => {
    azienda = await signIn(limited.app, 'azienda');
  });

  it(`certificate regenerations: ${RATE_LIMITS.certificate.max} per company, then 429 in Italian`, async () => {
    const latest = async (token: string) => {
      const r = (
        await limited.app.inject({ url: '/api/v1/sintesi/ultimi-rapporti', headers: bearer(token) })
      ).json();
      return {
        cdRichiesta: r.rapportiCredibility.cdRichiestaUltimoEvaso,
        idConsegna: r.rapportiCredibility.idConsegnaUltimoEvaso,
      };
    };
    const { cdRichiesta, idConsegna } = await latest(azienda);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        limited.app.inject({
          method: 'PUT',
          url: `/api/v1/document/rigenera/${cdRichiesta}?idConsegna=${idConsegna}`,
          headers: bearer(azienda),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(RATE_LIMITS.certificate.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - RATE_LIMITS.certificate.max);
    const refusal = answers.find((a) => a.statusCode === 429)!;
    expect(refusal.json().message).toMatch(/^Troppe richieste/);
    expect(refusal.headers['retry-after']).toBeDefined();
    // Another company is not affected.
    const other = await signIn(limited.app, 'azienda2');
    const first = await latest(other);
    expect(
      (
        await limited.app.inject({
          method: 'PUT',
          url: `/api/v1/document/rigenera/${first.cdRichiesta}?idConsegna=${first.idConsegna}`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(200);
  });

  it(`uploads: ${RATE_LIMITS.upload.max} a minute per company`, async () => {
    const other = await signIn(limited.app, 'azienda2');
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMITS.upload.max + 5; i++)
      codes.push((await upload(other, 2048, 'fattura.pdf', limited.app)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(RATE_LIMITS.upload.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});
