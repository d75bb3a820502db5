import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, users } from '../src/db/schema.ts';
import { balancedYears, xbrlInstance } from './einvoice-fixtures.ts';
import { type DiskTestStore, diskTestStore } from './file-stores.ts';
import {
  bearer,
  createTestApp,
  ifMatchFor,
  multipartBody,
  pdfBytes,
  signIn,
  type TestContext,
} from './helpers.ts';

/*
 * Issue 25, findings 1–2: a statement as filed with the business register (scenario in every
 * context, the software house's code as context identifier) is read, and judged the company's by
 * its registry data (DatiAnagrafici).
 */
const FILING = readFileSync(new URL('./fixtures/xbrl/ISTANZA02353550391.xbrl', import.meta.url));
const YEAR = new Date().getFullYear();
const WRITE = '/api/v1/contribuzioni/situazione-ecofin/scrivi';
let ctx: TestContext;
let files: DiskTestStore;
let token: string;
let subjectId: string;

beforeAll(async () => {
  files = diskTestStore();
  ctx = await createTestApp({ fileStore: files.store });
  const db = ctx.database.db;
  const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, 'azienda2'));
  subjectId = user!.s!;
  // The company is the filing's: its codes are the ones the registry data state.
  await db
    .update(subjects)
    .set({ denominazione: 'PUCCI S.R.L.', codiceFiscale: '02353550391', partitaIva: '02353550391' })
    .where(eq(subjects.id, subjectId));
  // Its last deposit on the provider's report is 2022: 2023–2025 are offered as registered statements.
  await db.execute(
    sql`UPDATE report_deliveries SET content = jsonb_set(content, '{bilancio,nota}', to_jsonb('Ultimo bilancio depositato: 2022'::text)) WHERE subject_id = ${subjectId}`,
  );
  token = await signIn(ctx.app, 'azienda2');
});
afterAll(async () => {
  await ctx.close();
  await files.close();
});

const write = async (content: Buffer, year: number, language?: string) => {
  const body = multipartBody({ tipoBilancio: 'depositato', annoBilancio: String(year) }, [
    { field: 'fileBilancio', filename: 'ISTANZA.xbrl', content, contentType: 'application/xml' },
    { field: 'fileRicevuta', filename: 'ricevuta.pdf', content: pdfBytes(), contentType: 'application/pdf' },
  ]);
  const headers = {
    ...bearer(token),
    ...(await ifMatchFor(ctx.app, bearer(token), WRITE)),
    ...body.headers,
    ...(language ? { 'accept-language': language } : {}),
  };
  return ctx.app.inject({ method: 'POST', url: WRITE, headers, payload: body.payload });
};
const draft = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/contribuzioni/situazione-ecofin/leggi',
      headers: bearer(token),
    })
  ).json().records[0];

describe('a real filed statement in the economic-financial write', () => {
  it('is the company’s by its registry data: every figure of 2024 and 2023, employees included', async () => {
    const res = await write(FILING, 2024);
    expect(res.statusCode, res.body).toBe(200);
    expect((await draft()).datiXbrl).toEqual({
      esito: 'estratti',
      messaggio: 'Dati estratti dal bilancio XBRL (tassonomia itcc-ci 2018-11-04).',
      tassonomia: 'itcc-ci 2018-11-04',
      corrente: {
        anno: 2024,
        ricavi: 29_075_157,
        valoreProduzione: 28_655_308,
        risultatoOperativo: 1_765_725,
        utileNetto: 10_746,
        patrimonioNetto: 4_272_124,
        totaleAttivo: 36_699_547,
        totalePassivo: 36_699_547,
        debiti: 29_873_367,
        dipendentiMedi: 73,
      },
      precedente: {
        anno: 2023,
        ricavi: 35_695_868,
        valoreProduzione: 38_701_034,
        risultatoOperativo: 1_522_221,
        utileNetto: 28_914,
        patrimonioNetto: 4_271_234,
        totaleAttivo: 36_525_362,
        totalePassivo: 36_525_362,
        debiti: 29_655_693,
        dipendentiMedi: null,
      },
    });
  });

  it('the FY2024 filing is not accepted as the 2025 statement', async () => {
    const res = await write(FILING, 2025);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Il bilancio XBRL si riferisce all'esercizio 2024, non all'anno scelto (2025).",
    );
  });

  it('another company’s filing is refused naming both companies, in Italian and in English', async () => {
    await ctx.database.db
      .update(subjects)
      .set({ denominazione: 'BETA S.P.A.', codiceFiscale: '01234567890', partitaIva: '01234567890' })
      .where(eq(subjects.id, subjectId));
    try {
      const before = files.list();
      const it = await write(FILING, 2024);
      expect(it.statusCode).toBe(400);
      expect(it.json().message).toBe(
        'Il bilancio XBRL è di PUCCI S.R.L. (P.IVA 02353550391), non di BETA S.P.A. (P.IVA 01234567890): carica un bilancio della tua impresa.',
      );
      const en = await write(FILING, 2024, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toBe(
        'The XBRL statement is of PUCCI S.R.L. (P.IVA 02353550391), not of BETA S.P.A. (P.IVA 01234567890): upload a statement of your company.',
      );
      expect(files.list()).toEqual(before);
    } finally {
      await ctx.database.db
        .update(subjects)
        .set({ denominazione: 'PUCCI S.R.L.', codiceFiscale: '02353550391', partitaIva: '02353550391' })
        .where(eq(subjects.id, subjectId));
    }
  });

  it('an instance of an unrecognised taxonomy of another entity is refused too', async () => {
    const other = xbrlInstance({
      entity: '99999999999',
      years: balancedYears(2024),
      namespace: 'http://xbrl.ifrs.org/taxonomy/2024-03-27/ifrs-full',
    });
    const res = await write(Buffer.from(other), 2024);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Il bilancio XBRL è di un’impresa con codice 99999999999, non di PUCCI S.R.L. (P.IVA 02353550391): carica un bilancio della tua impresa.',
    );
    const en = await write(Buffer.from(other), 2024, 'en');
    expect(en.json().message).toBe(
      'The XBRL statement is of a company with code 99999999999, not of PUCCI S.R.L. (P.IVA 02353550391): upload a statement of your company.',
    );
  });

  it('without registry data, the contexts’ identifier decides (the company’s own code is accepted)', async () => {
    const res = await write(
      Buffer.from(xbrlInstance({ entity: 'IT02353550391', years: balancedYears(2024) })),
      2024,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(YEAR).toBeGreaterThan(2024);
  });
});
