import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from './helpers.ts';

const NAME = 'Łódź ő Ω 漢字 Ünïcødé S.R.L.';
let ctx: TestContext;
let token: string;
let latest: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await signIn(ctx.app, 'azienda');
  latest = (await ctx.app.inject({ url: '/api/v1/sintesi/ultimi-rapporti', headers: bearer(token) })).json()
    .rapportiCredibility;
  // The company's name as a provider could deliver it (reports are immutable deliveries: edit the stored one).
  await ctx.database.db.execute(
    sql`UPDATE report_deliveries SET content = jsonb_set(content, '{company,companyName}', to_jsonb(${NAME}::text))`,
  );
});
afterAll(() => ctx.close());

const download = async (cd: string, id: string) => {
  const res = await ctx.app.inject({
    url: `/api/v1/document/download/${cd}?idConsegna=${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('PDFs: Unicode text and tagging', () => {
  it('the report PDF keeps ő Ω 漢字 and Łódź, in embedded fonts, and is a tagged PDF', async () => {
    const pdf = await download(latest.cdRichiestaUltimoEvaso!, latest.idConsegnaUltimoEvaso!);
    const text = await textOf(pdf);
    for (const part of ['Łódź', 'ő', 'Ω', '漢字', 'Ünïcødé']) expect(text).toContain(part);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/NotoSans/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toMatch(/\/Lang \(it-IT\)/);
    for (const tagName of ['H1', 'H2', 'P', 'Table', 'TH', 'TD']) expect(raw).toContain(`/S /${tagName}`);
    // Still the same bytes on every download of the same delivery.
    expect(await download(latest.cdRichiestaUltimoEvaso!, latest.idConsegnaUltimoEvaso!)).toEqual(pdf);
  });

  it('so is the certificate', async () => {
    const issued = (
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/document/rigenera/${latest.cdRichiestaUltimoEvaso}?idConsegna=${latest.idConsegnaUltimoEvaso}`,
        headers: bearer(token),
      })
    ).json().attestato;
    const pdf = await download(issued.cdRichiestaUltimoAttestato, issued.idConsegnaUltimoAttestato);
    const text = await textOf(pdf);
    for (const part of ['Łódź', 'ő', 'Ω', '漢字']) expect(text).toContain(part);
    expect(pdf.toString('latin1')).toMatch(/\/StructTreeRoot/);
  });
});
