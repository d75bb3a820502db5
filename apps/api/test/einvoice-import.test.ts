import fs from 'node:fs';
import path from 'node:path';
import { dayKey, type ImportInvoicesResponse } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, subjects, users } from '../src/db/schema.ts';
import { checkPaymentDraft } from '../src/features/contributions/modules/esperienze-pagamento/data.ts';
import { romeDayStart } from '../src/features/contributions/modules/esperienze-pagamento/import-dates.ts';
import { ContributionFlow } from './contribution-flow.ts';
import { invoiceXml, SAMPLE_BUYER, SAMPLES_DIR, signP7m, zipOf, zipWithPath } from './einvoice-fixtures.ts';
import { type DiskTestStore, diskTestStore } from './file-stores.ts';
import { bearer, createTestApp, multipartBody, signIn, type TestContext } from './helpers.ts';
import { IMPORT_URL as URL, uploadInvoices } from './invoice-import.ts';

/*
 * Issue 16, part 1, through the real app: the company (whose tax code is the samples' buyer)
 * imports e-invoices; refusals answer 4xx and leave no file behind.
 */
const SUPPLIER_ID = 'einv-alpha';
let ctx: TestContext;
let files: DiskTestStore;
let token: string;
let subjectId: string;

beforeAll(async () => {
  files = diskTestStore();
  ctx = await createTestApp({ fileStore: files.store });
  const db = ctx.database.db;
  const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, 'azienda'));
  subjectId = user!.s!;
  // The samples' buyer is identified by tax code only: the signed-in company gets that tax code.
  await db.update(subjects).set({ codiceFiscale: SAMPLE_BUYER }).where(eq(subjects.id, subjectId));
  await db.insert(subjects).values({
    id: SUPPLIER_ID,
    denominazione: 'ALPHA SRL',
    partitaIva: '01234567890',
    codiceFiscale: '01234567890',
    naturaGiuridica: 'SR',
    statoAttivita: 'A',
  });
  token = await signIn(ctx.app, 'azienda');
});
afterAll(async () => {
  await ctx.close();
  await files.close();
});

const sample = (name: string) => fs.readFileSync(path.join(SAMPLES_DIR, name));
const upload = (list: { name: string; data: Buffer }[]) => uploadInvoices(ctx.app, token, list);
const storedCount = async () =>
  (
    await ctx.database.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.subjectId, subjectId))
  )[0]!.n;
const download = (key: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/contribuzioni/allegato/download?codice=${encodeURIComponent(key)}`,
    headers: bearer(token),
  });

const EXPECTED: Record<string, [string, number, string, string][]> = {
  'IT01234567890_FPA01.xml': [['123', 6.1, '2017-01-18', '2017-02-18']],
  'IT01234567890_FPA02.xml': [['123', 30.5, '2017-01-18', '2017-03-30']],
  'IT01234567890_FPA03.xml': [
    ['12', 30.5, '2017-01-18', '2017-02-18'],
    ['456', 2440, '2017-01-20', '2017-02-20'],
  ],
  'IT01234567890_FPR01.xml': [['123', 6.1, '2014-12-18', '2015-01-30']],
  'IT01234567890_FPR02.xml': [['123', 32.95, '2014-12-18', '2015-01-30']],
  'IT01234567890_FPR03.xml': [
    ['123', 32.95, '2014-12-18', '2015-01-30'],
    ['456', 2440, '2014-12-20', '2015-01-28'],
  ],
  'fattura_semplificata.xml': [['0000000000001/2022', 90, '2022-03-11', '2022-03-11']],
};

describe('import of the official samples', () => {
  it.each(Object.entries(EXPECTED))('%s', async (name, expected) => {
    const res = await upload([{ name, data: sample(name) }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportInvoicesResponse;
    expect(body.totaleFatture).toBe(expected.length);
    expect(body.fornitori).toHaveLength(1);
    const [supplier] = body.fornitori;
    expect(supplier).toMatchObject({
      idSoggetto: SUPPLIER_ID,
      denominazione: 'ALPHA SRL',
      partitaIva: '01234567890',
      idPaese: 'IT',
      inElenco: false,
    });
    expect(
      supplier!.fatture.map((i) => [
        i.fattura.numeroFattura,
        i.fattura.importo,
        dayKey(i.fattura.dataFattura),
        dayKey(i.fattura.dataScadenza),
      ]),
    ).toEqual(expected);
    for (const item of supplier!.fatture) {
      expect(item.fattura.dataFattura).toBe(romeDayStart(dayKey(item.fattura.dataFattura)));
      expect(item.fattura.contentType).toBe('application/pdf');
      expect(item.fattura.origine).toMatchObject({ tipo: 'fatturapa', firmata: false, nomeFileXml: name });
      expect(item.dettagli.evidenza).toBe('generata');
      // Old and small sample invoices: the module's rules are reported before the company writes.
      expect(item.avvisi.join(' ')).toMatch(/non può essere precedente/);
      const pdf = await download(item.fattura.chiaveDocumento);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (
        await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })
      ).text;
      expect(text).toContain(item.fattura.numeroFattura);
      expect(text).toContain('P.IVA IT01234567890');
      expect(text).toContain(`Generata dal file ${name}`);
      const xml = await download(item.fattura.origine.chiaveXml);
      expect(xml.rawPayload).toEqual(sample(name));
    }
  });

  it('a zip of all samples and the signed copies give the same invoices', async () => {
    const names = Object.keys(EXPECTED);
    const zip = await zipOf(names.map((name) => ({ name: `ricevute/${name}`, data: sample(name) })));
    const signed = await Promise.all(
      names.slice(0, 2).map(async (name) => ({ name: `${name}.p7m`, data: await signP7m(sample(name)) })),
    );
    const res = await upload([{ name: 'fatture.zip', data: zip }, ...signed]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportInvoicesResponse;
    const all = Object.values(EXPECTED).flat();
    expect(body.totaleFatture).toBe(all.length + 2);
    const invoices = body.fornitori[0]!.fatture;
    expect(invoices.map((i) => i.fattura.importo)).toEqual([...all.map((e) => e[1]), 6.1, 30.5]);
    expect(invoices.map((i) => i.fattura.origine.firmata)).toEqual([...all.map(() => false), true, true]);
    expect(invoices.at(-1)!.fattura.origine.nomeFileXml).toBe('IT01234567890_FPA02.xml');
    expect(body.esiti.filter((e) => e.esito === 'importato')).toHaveLength(all.length + 2);
  });
});

describe('from import to the analyst', () => {
  it('an imported invoice is written with its payment date, sent, and the analyst sees its XML and PDF', async () => {
    const flow = ContributionFlow.asSession(
      ctx.app,
      bearer(token),
      bearer(await signIn(ctx.app, 'analista')),
    );
    const today = new Date();
    const date = dayKey(today.getTime() - 5 * 86_400_000);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const xml = invoiceXml({
      date,
      number: 'FT/77',
      total: '1220.00',
      email: 'amministrazione@alpha.it',
      pdf,
      payments: [{ days: '30' }],
    });
    const res = await upload([{ name: 'IT01234567890_77.xml.p7m', data: await signP7m(Buffer.from(xml)) }]);
    expect(res.statusCode, res.body).toBe(200);
    const [supplier] = (res.json() as ImportInvoicesResponse).fornitori;
    const [item] = supplier!.fatture;
    expect(supplier!.referente.email).toBe('amministrazione@alpha.it');
    // a confirmation request goes to the e-invoice's address unless the company types another
    expect(item!.fattura.origine.emailFornitore).toBe('amministrazione@alpha.it');
    expect(item!.avvisi, JSON.stringify(item!.avvisi)).toEqual([]);
    expect(item!.dettagli.evidenza).toBe('allegato');
    expect((await download(item!.fattura.chiaveDocumento)).rawPayload).toEqual(pdf);
    expect((await download(item!.fattura.origine.chiaveXml)).rawPayload.toString()).toBe(xml);

    const added = await flow.call('POST', '/contribuzioni/esperienze-pagamento/add-fornitore', {
      subjectIdFornitore: supplier!.idSoggetto,
      referente: { ...supplier!.referente, nome: 'Anna', cognome: 'Bruni' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const invoice = { ...item!.fattura, dataPagamento: romeDayStart(dayKey(today)) };
    const blockId = await flow.send('esperienzaPagamento', {
      fornitori: [{ idSoggetto: supplier!.idSoggetto, fatture: [invoice] }],
    });
    const sent = (await flow.call('GET', '/contribuzioni/leggi')).json().moduli.esperienzaPagamento[0];
    const sentInvoice = sent.dati.fornitori[0].fatture[0];
    expect(sentInvoice.origine).toEqual(item!.fattura.origine);
    expect(sentInvoice.origine.firmata).toBe(true);
    const detail = await flow.call(
      'GET',
      `/admin/review-queue/${sentInvoice.blockId ?? blockId}`,
      undefined,
      flow.analyst,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    const keys = detail
      .json()
      .files.map((f: { key: string }) => f.key)
      .sort();
    expect(keys).toEqual([item!.fattura.chiaveDocumento, item!.fattura.origine.chiaveXml].sort());
    expect(detail.json().data.fornitori[0].fatture[0].origine.tipo).toBe('fatturapa');
  });

  it('scrivi refuses an XML key that is not a file of the company', async () => {
    const flow = ContributionFlow.asSession(ctx.app, bearer(token), {});
    const res = await upload([
      {
        name: 'a.xml',
        data: Buffer.from(
          invoiceXml({ date: dayKey(Date.now()), total: '500.00', number: 'K1', payments: [{ days: '30' }] }),
        ),
      },
    ]);
    const item = (res.json() as ImportInvoicesResponse).fornitori[0]!.fatture[0]!;
    const forged = {
      ...item.fattura,
      origine: { ...item.fattura.origine, chiaveXml: 'other/00000000-0000-0000-0000-000000000000' },
    };
    const write = await flow.call('POST', '/contribuzioni/esperienze-pagamento/scrivi', {
      fornitori: [
        {
          idSoggetto: SUPPLIER_ID,
          fatture: [{ ...forged, dataPagamento: romeDayStart(dayKey(Date.now())) }],
        },
      ],
    });
    expect(write.statusCode).toBe(400);
    expect(write.json().message).toMatch(/XML della fattura elettronica/);
  });

  it('scrivi takes the origin from the import, not from the body (issue 24 #4)', async () => {
    const res = await upload([
      {
        name: 'plain.xml',
        data: Buffer.from(
          invoiceXml({
            date: dayKey(Date.now()),
            total: '700.00',
            number: 'O1',
            email: 'fatture@alpha.it',
            payments: [{ days: '30' }],
          }),
        ),
      },
    ]);
    const item = (res.json() as ImportInvoicesResponse).fornitori[0]!.fatture[0]!;
    expect(item.fattura.origine.firmata).toBe(false);
    const payment = romeDayStart(dayKey(Date.now()));
    // The module is under review after the test above: scrivi's own check is called directly.
    const write = (fattura: Record<string, unknown>) =>
      checkPaymentDraft(ctx.database.db, subjectId, {
        fornitori: [{ idSoggetto: SUPPLIER_ID, fatture: [{ ...fattura, dataPagamento: payment }] }],
      });
    // A forged "signed" flag and the company's own mailbox for the supplier's confirmation.
    const checked = (await write({
      ...item.fattura,
      origine: {
        ...item.fattura.origine,
        firmata: true,
        emailFornitore: 'me@azienda.it',
        nomeFileXml: 'x.xml',
      },
    })) as { fornitori: { fatture: { origine: unknown }[] }[] };
    expect(checked.fornitori[0]!.fatture[0]!.origine).toEqual({
      tipo: 'fatturapa',
      firmata: false,
      chiaveXml: item.fattura.origine.chiaveXml,
      nomeFileXml: 'plain.xml',
      emailFornitore: 'fatture@alpha.it',
    });
    // The XML's key on an invoice the XML does not contain is refused.
    await expect(write({ ...item.fattura, numeroFattura: 'ALTRA-1' })).rejects.toThrow(
      /non contiene la fattura numero ALTRA-1/,
    );
  });
});

describe('refusals store nothing', () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
  const good = { name: 'good.xml', data: Buffer.from(invoiceXml({ number: 'G1' })) };
  const cases: [string, () => Promise<{ name: string; data: Buffer }[]>, number, RegExp][] = [
    [
      'a file for another buyer (beside a good one)',
      async () => [good, { name: 'other.xml', data: Buffer.from(invoiceXml({ buyerCf: '11111111111' })) }],
      422,
      /non alla tua impresa/,
    ],
    ['a DOCTYPE bomb', async () => [good, { name: 'bomb.xml', data: Buffer.from(laughs) }], 400, /DOCTYPE/],
    [
      'an external entity',
      async () => [
        {
          name: 'xxe.xml',
          data: Buffer.from(
            invoiceXml().replace(
              '<p:Fattura',
              '<!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]><p:Fattura',
            ),
          ),
        },
      ],
      400,
      /DOCTYPE/,
    ],
    [
      'a zip bomb',
      async () => [
        good,
        { name: 'bomb.zip', data: await zipOf([{ name: 'a.xml', data: Buffer.alloc(7 * 1024 * 1024, 32) }]) },
      ],
      400,
      /compressione/,
    ],
    [
      'a path-traversal zip',
      async () => [{ name: 'evil.zip', data: await zipWithPath('../../evil.xml', good.data) }],
      400,
      /percorso non ammesso/,
    ],
    [
      'a zip of too many entries',
      async () => [
        {
          name: 'many.zip',
          data: await zipOf(Array.from({ length: 2001 }, (_, i) => ({ name: `${i}.xml`, data: good.data }))),
        },
      ],
      400,
      /più di 2000/,
    ],
    [
      'a tampered signature',
      async () => {
        const p7m = await signP7m(good.data);
        p7m[p7m.indexOf('FORNITORE')] = 0x58;
        return [good, { name: 'bad.xml.p7m', data: p7m }];
      },
      400,
      /non è integra/,
    ],
    [
      'a credit note',
      async () => [{ name: 'nc.xml', data: Buffer.from(invoiceXml({ type: 'TD04' })) }],
      422,
      /nota di credito.*TD01/,
    ],
    [
      'a self-invoice',
      async () => [{ name: 'auto.xml', data: Buffer.from(invoiceXml({ type: 'TD27' })) }],
      422,
      /autofattura/,
    ],
    [
      'an invoice from the company itself',
      async () => [{ name: 'self.xml', data: Buffer.from(invoiceXml({ supplierVat: SAMPLE_BUYER })) }],
      422,
      /autofattura/,
    ],
    [
      'not an e-invoice',
      async () => [{ name: 'x.xml', data: Buffer.from('<?xml version="1.0"?><a/>') }],
      400,
      /non è una fattura elettronica/,
    ],
    [
      'a wrong extension',
      async () => [{ name: 'x.pdf', data: Buffer.from('%PDF-1.4') }],
      415,
      /consentiti xml, p7m, zip/,
    ],
  ];
  it.each(cases)('%s', async (_, make, status, message) => {
    const before = files.list();
    const rows = await storedCount();
    const res = await upload(await make());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(files.list()).toEqual(before);
    expect(await storedCount()).toBe(rows);
  });

  it('credit notes beside invoices are skipped and reported, the invoices imported', async () => {
    const res = await upload([
      good,
      { name: 'nc.xml', data: Buffer.from(invoiceXml({ type: 'TD04', number: 'NC1' })) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportInvoicesResponse;
    expect(body.totaleFatture).toBe(1);
    expect(body.esiti).toContainEqual({
      sorgente: 'nc.xml',
      esito: 'scartato',
      numeroFattura: 'NC1',
      motivo: expect.stringMatching(/TD04/),
    });
  });

  it('without files, or with another field', async () => {
    const empty = multipartBody({ x: '1' }, []);
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), ...empty.headers },
      payload: empty.payload,
    });
    expect(res.statusCode).toBe(400);
    const other = multipartBody({}, [{ field: 'altro', filename: 'a.xml', content: good.data }]);
    const res2 = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), ...other.headers },
      payload: other.payload,
    });
    expect(res2.statusCode).toBe(400);
  });
});

/* Issue 25 §4: one supplier named differently across files, repeated numbers, encodings. */
describe('e-invoice import: grouping, repeated numbers, declared encodings', () => {
  const thisYear = dayKey(new Date()).slice(0, 4);
  const xml = (spec: Parameters<typeof invoiceXml>[0]) =>
    Buffer.from(invoiceXml({ supplierVat: '09999999990', ...spec }));
  const groupOf = (body: ImportInvoicesResponse) =>
    body.fornitori.find((f) => f.partitaIva === '09999999990')!;

  it('a zip whose invoices share a supplier VAT but name it differently is one supplier, newest name, contact merged', async () => {
    const zip = await zipOf([
      { name: 'b.xml', data: xml({ supplierName: 'GAMMA SRL', number: 'G1', date: `${thisYear}-01-10` }) },
      {
        name: 'a.xml',
        data: xml({
          supplierName: 'GAMMA S.R.L. UNIPERSONALE',
          email: 'amministrazione@gamma.example',
          number: 'G2',
          date: `${thisYear}-01-20`,
        }),
      },
      { name: 'c.xml', data: xml({ supplierName: 'GAMMA', number: 'G0', date: `${thisYear}-01-05` }) },
    ]);
    const res = await upload([{ name: 'fatture.zip', data: zip }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportInvoicesResponse;
    expect(body.fornitori.filter((f) => f.partitaIva === '09999999990')).toHaveLength(1);
    const group = groupOf(body);
    expect(group.denominazione).toBe('GAMMA S.R.L. UNIPERSONALE');
    expect(group.referente).toMatchObject({ email: 'amministrazione@gamma.example', telefono: '06123456' });
    expect(group.fatture.map((f) => f.fattura.numeroFattura).sort()).toEqual(['G0', 'G1', 'G2']);
  });

  it('the same number twice for one supplier and year is flagged on each; another year is not', async () => {
    const res = await upload([
      { name: 'one.xml', data: xml({ number: 'D7', date: `${thisYear}-01-10` }) },
      { name: 'two.xml', data: xml({ number: 'D7', date: `${thisYear}-01-12` }) },
      { name: 'three.xml', data: xml({ number: 'D8', date: `${thisYear}-01-12` }) },
      { name: 'old.xml', data: xml({ number: 'D8', date: `${Number(thisYear) - 1}-12-30` }) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const byNumber = (n: string) => groupOf(res.json()).fatture.filter((f) => f.fattura.numeroFattura === n);
    const repeated = /Il numero D7 compare in più fatture dello stesso fornitore/;
    expect(byNumber('D7')).toHaveLength(2);
    for (const item of byNumber('D7')) expect(item.avvisi).toContainEqual(expect.stringMatching(repeated));
    for (const item of byNumber('D8')) expect(item.avvisi.join(' ')).not.toMatch(/compare in più fatture/);
  });

  it('warnings: amount under 100 €, date out of range, due date proposed', async () => {
    const res = await upload([
      {
        name: 'small.xml',
        data: xml({
          number: 'S1',
          date: '2020-01-10',
          total: '50.00',
          payments: [{ amount: '50.00' }],
          summary: [{ taxable: '40.98', tax: '9.02' }],
        }),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = groupOf(res.json()).fatture;
    expect(item!.avvisi).toEqual([
      "L'importo della fattura è minore di 100 €",
      expect.stringMatching(/^La data della fattura non può essere precedente al \d{2}\/\d{2}\/\d{4}$/),
      'La fattura non indica la scadenza del pagamento: è stata proposta la data della fattura.',
    ]);
  });

  it('a file declaring windows-1252 but written in UTF-8 gives the name without mojibake', async () => {
    const res = await upload([
      { name: 'utf8.xml', data: xml({ encoding: 'windows-1252', supplierName: 'MªF. SRL', number: 'M1' }) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(groupOf(res.json()).denominazione).toBe('MªF. SRL');
  });
});
