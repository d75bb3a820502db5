import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, users } from '../src/db/schema.ts';
import { balancedYears, xbrlInstance } from './einvoice-fixtures.ts';
import { type DiskTestStore, diskTestStore } from './file-stores.ts';
import { bearer, createTestApp, ifMatchFor, multipartBody, signIn, type TestContext } from './helpers.ts';

/* Issue 16, part 2: the economic-financial write reads an XBRL statement, checks it and keeps its figures. */
const YEAR = new Date().getFullYear();
const URL = '/api/v1/contribuzioni/situazione-ecofin/scrivi';
let ctx: TestContext;
let files: DiskTestStore;
let token: string;
let taxCode: string;

beforeAll(async () => {
  files = diskTestStore();
  ctx = await createTestApp({ fileStore: files.store });
  const db = ctx.database.db;
  const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, 'azienda2'));
  const [company] = await db.select().from(subjects).where(eq(subjects.id, user!.s!));
  taxCode = company!.codiceFiscale;
  token = await signIn(ctx.app, 'azienda2');
});
afterAll(async () => {
  await ctx.close();
  await files.close();
});

const write = async (xml: string) => {
  const body = multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, [
    {
      field: 'fileBilancio',
      filename: 'bilancio.xbrl',
      content: Buffer.from(xml),
      contentType: 'application/xml',
    },
  ]);
  const headers = { ...bearer(token), ...(await ifMatchFor(ctx.app, bearer(token), URL)), ...body.headers };
  return ctx.app.inject({ method: 'POST', url: URL, headers, payload: body.payload });
};
const draft = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/contribuzioni/situazione-ecofin/leggi',
      headers: bearer(token),
    })
  ).json().records[0];

describe('XBRL statement in the economic-financial write', () => {
  it('stores the figures of the chosen year and the one before, shown back by leggi', async () => {
    const res = await write(xbrlInstance({ entity: taxCode, years: balancedYears(YEAR) }));
    expect(res.statusCode, res.body).toBe(200);
    const { datiXbrl } = await draft();
    expect(datiXbrl).toEqual({
      esito: 'estratti',
      messaggio: expect.stringMatching(/itcc-ci 2018-11-04/),
      tassonomia: 'itcc-ci 2018-11-04',
      corrente: {
        anno: YEAR,
        ricavi: 1_500_000,
        valoreProduzione: 1_600_000,
        risultatoOperativo: 120_000,
        utileNetto: 80_000,
        patrimonioNetto: 500_000,
        totaleAttivo: 2_000_000,
        totalePassivo: 2_000_000,
        debiti: 900_000,
        dipendentiMedi: 25,
      },
      precedente: expect.objectContaining({
        anno: YEAR - 1,
        ricavi: 1_200_000,
        utileNetto: -20_000,
        dipendentiMedi: 22,
      }),
    });
  });

  it('an unknown taxonomy is accepted as a file with nothing extracted, and says so', async () => {
    const res = await write(
      xbrlInstance({
        entity: taxCode,
        years: balancedYears(YEAR),
        namespace: 'http://xbrl.ifrs.org/taxonomy/2024-03-27/ifrs-full',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await draft()).datiXbrl).toEqual({
      esito: 'nessunDato',
      messaggio: expect.stringMatching(/Tassonomia XBRL non riconosciuta/),
      tassonomia: null,
      corrente: null,
      precedente: null,
    });
  });

  it.each([
    [
      'another company',
      () => xbrlInstance({ entity: '99999999999', years: balancedYears(YEAR) }),
      /è di un’impresa con codice 99999999999, non di .*\(P\.IVA \d{11}/,
    ],
    [
      'another year',
      () => xbrlInstance({ entity: taxCode, years: balancedYears(YEAR - 1) }),
      new RegExp(`esercizio ${YEAR - 1}, non all'anno scelto \\(${YEAR}\\)`),
    ],
    [
      'unbalanced',
      () =>
        xbrlInstance({
          entity: taxCode,
          years: { ...balancedYears(YEAR), [YEAR - 1]: { TotaleAttivo: '100', TotalePassivo: '90' } },
        }),
      new RegExp(
        `esercizio ${YEAR - 1} il totale attivo \\(100,00\\s€\\) è diverso dal totale passivo \\(90,00\\s€\\)`,
      ),
    ],
    [
      'a DOCTYPE',
      () =>
        xbrlInstance({ entity: taxCode, years: {} }).replace(
          '<xbrli:xbrl',
          '<!DOCTYPE x [<!ENTITY a "a">]><xbrli:xbrl',
        ),
      /DOCTYPE/,
    ],
  ])('refuses %s and keeps nothing of the upload', async (_, make, message) => {
    const before = files.list();
    const previous = await draft();
    const res = await write(make());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(files.list()).toEqual(before);
    expect(await draft()).toEqual(previous);
  });
});
