import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../src/db/schema.ts';
import { type EcofinCompany, ecofinCompany } from './ecofin-company.ts';
import { balancedYears, xbrlInstance } from './einvoice-fixtures.ts';
import { multipartBody, pdfBytes } from './helpers.ts';
import { filingBytes, PUCCI_FILING } from './xbrl-filings.ts';

/*
 * Issue 25, findings 1–2: a statement as filed with the business register (scenario in every
 * context, the software house's code as context identifier) is read, and judged the company's by
 * its registry data (DatiAnagrafici).
 */
const FILING = filingBytes(PUCCI_FILING.file);
const [FY2024, FY2023] = PUCCI_FILING.esercizi;
const YEAR = new Date().getFullYear();
let company: EcofinCompany;

beforeAll(async () => {
  company = await ecofinCompany('azienda2', async (db, subjectId) => {
    // The company is the filing's: its codes are the ones the registry data state.
    await db.update(subjects).set(PUCCI_FILING.anagrafica).where(eq(subjects.id, subjectId));
    // Its last deposit on the provider's report is 2022: 2023–2025 are offered as registered statements.
    await db.execute(
      sql`UPDATE report_deliveries SET content = jsonb_set(content, '{bilancio,nota}', to_jsonb('Ultimo bilancio depositato: 2022'::text)) WHERE subject_id = ${subjectId}`,
    );
  });
});
afterAll(() => company.close());

const write = (content: Buffer, year: number, language?: string) =>
  company.write(
    multipartBody({ tipoBilancio: 'depositato', annoBilancio: String(year) }, [
      { field: 'fileBilancio', filename: 'ISTANZA.xbrl', content, contentType: 'application/xml' },
      {
        field: 'fileRicevuta',
        filename: 'ricevuta.pdf',
        content: pdfBytes(),
        contentType: 'application/pdf',
      },
    ]),
    language ? { 'accept-language': language } : {},
  );
const setSubject = (registry: typeof PUCCI_FILING.anagrafica) =>
  company.ctx.database.db.update(subjects).set(registry).where(eq(subjects.id, company.subjectId));

describe('a real filed statement in the economic-financial write', () => {
  it('is the company’s by its registry data: every figure of 2024 and 2023, employees included', async () => {
    const res = await write(FILING, 2024);
    expect(res.statusCode, res.body).toBe(200);
    expect((await company.draft()).datiXbrl).toEqual({
      esito: 'estratti',
      messaggio: 'Dati estratti dal bilancio XBRL (tassonomia itcc-ci 2018-11-04).',
      tassonomia: 'itcc-ci 2018-11-04',
      corrente: FY2024,
      precedente: FY2023,
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
    await setSubject({
      denominazione: 'BETA S.P.A.',
      codiceFiscale: '01234567890',
      partitaIva: '01234567890',
    });
    try {
      const before = company.files.list();
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
      expect(company.files.list()).toEqual(before);
    } finally {
      await setSubject(PUCCI_FILING.anagrafica);
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
