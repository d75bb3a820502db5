import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../src/db/schema.ts';
import { type EcofinCompany, ecofinCompany } from './ecofin-company.ts';
import { balancedFigures, balancedYears, xbrlInstance } from './einvoice-fixtures.ts';
import { multipartBody } from './helpers.ts';

/* Issue 16, part 2: the economic-financial write reads an XBRL statement, checks it and keeps its figures. */
const YEAR = new Date().getFullYear();
let company: EcofinCompany;
let taxCode: string;

beforeAll(async () => {
  company = await ecofinCompany('azienda2');
  const [row] = await company.ctx.database.db
    .select()
    .from(subjects)
    .where(eq(subjects.id, company.subjectId));
  taxCode = row!.codiceFiscale;
});
afterAll(() => company.close());

const write = (xml: string) =>
  company.write(
    multipartBody({ tipoBilancio: 'parziale', annoBilancio: String(YEAR) }, [
      {
        field: 'fileBilancio',
        filename: 'bilancio.xbrl',
        content: Buffer.from(xml),
        contentType: 'application/xml',
      },
    ]),
  );
const draft = () => company.draft();

describe('XBRL statement in the economic-financial write', () => {
  it('stores the figures of the chosen year and the one before, shown back by leggi', async () => {
    const res = await write(xbrlInstance({ entity: taxCode, years: balancedYears(YEAR) }));
    expect(res.statusCode, res.body).toBe(200);
    const { datiXbrl } = await draft();
    expect(datiXbrl).toEqual({
      esito: 'estratti',
      messaggio: expect.stringMatching(/itcc-ci 2018-11-04/),
      tassonomia: 'itcc-ci 2018-11-04',
      corrente: balancedFigures(YEAR)[0],
      precedente: balancedFigures(YEAR)[1],
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
    const before = company.files.list();
    const previous = await draft();
    const res = await write(make());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(company.files.list()).toEqual(before);
    expect(await draft()).toEqual(previous);
  });
});
