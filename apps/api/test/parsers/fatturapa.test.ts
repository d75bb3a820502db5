import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ParseError,
  parseEinvoice,
  readEinvoices,
  readZip,
  unwrapP7m,
} from '../../src/parsers/fatturapa/index.ts';
import { decodeXml, parseXml } from '../../src/parsers/xml.ts';
import { invoiceXml, SAMPLE_BUYER, SAMPLES_DIR, signP7m, zipOf, zipWithPath } from '../einvoice-fixtures.ts';

const sample = (name: string) => fs.readFileSync(path.join(SAMPLES_DIR, name));
const SUPPLIER_VAT = '01234567890';

type Expected = {
  file: string;
  formato: string;
  fornitore: string;
  committente: string;
  documenti: [
    numero: string,
    data: string,
    importo: number,
    fonteImporto: string,
    scadenza: string,
    fonteScadenza: string,
  ][];
};

/* The parties of the official samples: to a public administration (FPA), between private parties (FPR). */
const TO_PA = { formato: 'FPA12', fornitore: 'ALPHA SRL', committente: 'AMMINISTRAZIONE BETA' };
const TO_DITTA = { formato: 'FPR12', fornitore: "SOCIETA' ALPHA SRL", committente: 'DITTA BETA' };
const TO_GAMMA = { formato: 'FPR12', fornitore: "SOCIETA' ALPHA SRL", committente: 'BETA GAMMA' };

/* Every official sample, value by value. None has ImportoTotaleDocumento: the amount comes from the payment lines (FSM10: its lines). */
const SAMPLES: Expected[] = [
  {
    file: 'IT01234567890_FPA01.xml',
    ...TO_PA,
    documenti: [['123', '2017-01-18', 6.1, 'pagamenti', '2017-02-18', 'scadenza']],
  },
  {
    file: 'IT01234567890_FPA02.xml',
    ...TO_PA,
    documenti: [['123', '2017-01-18', 30.5, 'pagamenti', '2017-03-30', 'scadenza']],
  },
  {
    file: 'IT01234567890_FPA03.xml',
    ...TO_PA,
    documenti: [
      ['12', '2017-01-18', 30.5, 'pagamenti', '2017-02-18', 'scadenza'],
      ['456', '2017-01-20', 2440, 'pagamenti', '2017-02-20', 'scadenza'],
    ],
  },
  {
    file: 'IT01234567890_FPR01.xml',
    ...TO_DITTA,
    documenti: [['123', '2014-12-18', 6.1, 'pagamenti', '2015-01-30', 'scadenza']],
  },
  {
    file: 'IT01234567890_FPR02.xml',
    ...TO_GAMMA,
    documenti: [['123', '2014-12-18', 32.95, 'pagamenti', '2015-01-30', 'scadenza']],
  },
  {
    file: 'IT01234567890_FPR03.xml',
    ...TO_GAMMA,
    documenti: [
      ['123', '2014-12-18', 32.95, 'pagamenti', '2015-01-30', 'scadenza'],
      ['456', '2014-12-20', 2440, 'pagamenti', '2015-01-28', 'scadenza'],
    ],
  },
  {
    file: 'fattura_semplificata.xml',
    formato: 'FSM10',
    fornitore: 'CEDENTE',
    committente: 'CESSIONARIO',
    documenti: [['0000000000001/2022', '2022-03-11', 90, 'righe', '2022-03-11', 'data-fattura']],
  },
];

describe('FatturaPA samples', () => {
  it.each(SAMPLES)('$file', (s) => {
    const invoice = parseEinvoice(sample(s.file), s.file);
    expect(invoice.formato).toBe(s.formato);
    expect(invoice.fornitore.partitaIva).toBe(SUPPLIER_VAT);
    expect(invoice.fornitore.idPaese).toBe('IT');
    expect(invoice.fornitore.denominazione).toBe(s.fornitore);
    expect(invoice.committente.denominazione).toBe(s.committente);
    if (s.formato === 'FSM10') expect(invoice.committente.partitaIva).toBe(SAMPLE_BUYER);
    else expect(invoice.committente.codiceFiscale).toBe(SAMPLE_BUYER);
    expect(
      invoice.documenti.map((d) => [
        d.numero,
        d.data,
        d.importo,
        d.fonteImporto,
        d.dataScadenza,
        d.fonteScadenza,
      ]),
    ).toEqual(s.documenti);
    for (const d of invoice.documenti) {
      expect(d.tipoDocumento).toBe(s.formato === 'FSM10' ? 'TD07' : 'TD01');
      expect(d.esclusione).toBeNull();
      expect(d.allegatoPdf).toBeNull();
    }
  });

  it('a zip of all samples gives every invoice, and a signed copy of each the same invoices', async () => {
    const files = SAMPLES.map((s) => ({ name: s.file, data: sample(s.file) }));
    const zip = await zipOf([
      ...files,
      { name: 'IT01234567890_FPA01_MT_001.txt', data: Buffer.from('ricevuta') },
    ]);
    const { read, skipped } = await readEinvoices([{ name: 'fatture.zip', data: zip }]);
    expect(read.map((r) => r.sorgente)).toEqual(SAMPLES.map((s) => `fatture.zip/${s.file}`));
    expect(read.flatMap((r) => r.fattura.documenti.map((d) => d.importo))).toEqual(
      SAMPLES.flatMap((s) => s.documenti.map((d) => d[2])),
    );
    expect(skipped).toEqual([
      { sorgente: 'fatture.zip/IT01234567890_FPA01_MT_001.txt', motivo: expect.any(String) },
    ]);
    const signed = await Promise.all(
      files.map(async (f) => ({ name: `${f.name}.p7m`, data: await signP7m(f.data) })),
    );
    const fromSigned = await readEinvoices(signed);
    expect(fromSigned.read.every((r) => r.firmata)).toBe(true);
    expect(fromSigned.read.map((r) => r.nomeXml)).toEqual(SAMPLES.map((s) => s.file));
    expect(fromSigned.read.map((r) => r.fattura)).toEqual(read.map((r) => r.fattura));
  });
});

describe('amount and due date rules', () => {
  const one = (spec: Parameters<typeof invoiceXml>[0]) =>
    parseEinvoice(Buffer.from(invoiceXml(spec)), 't.xml').documenti[0]!;
  it.each([
    ['ImportoTotaleDocumento first', { total: '1500.50' }, 1500.5, 'totale'],
    [
      'else the payment lines, summed',
      {
        payments: [
          { amount: '600.10', due: '2026-02-01' },
          { amount: '619.90', due: '2026-03-01' },
        ],
      },
      1220,
      'pagamenti',
    ],
    [
      'else the summary lines',
      {
        payments: [{ due: '2026-02-01' }],
        summary: [
          { taxable: '100.00', tax: '22.00' },
          { taxable: '50.00', tax: '5.00' },
        ],
      },
      177,
      'riepilogo',
    ],
    ['exact cents', { total: '0.10' }, 0.1, 'totale'],
  ] as const)('%s', (_, spec, importo, fonte) => {
    const d = one(spec);
    expect(d.importo).toBe(importo);
    expect(d.fonteImporto).toBe(fonte);
  });
  it.each([
    [
      'the latest DataScadenzaPagamento',
      [
        { amount: '1', due: '2026-03-01' },
        { amount: '1', due: '2026-02-01' },
      ],
      '2026-03-01',
      'scadenza',
    ],
    [
      'reference date + days',
      [{ amount: '1', reference: '2026-01-10', days: '30' }],
      '2026-02-09',
      'termini',
    ],
    ['invoice date + days without reference', [{ amount: '1', days: '60' }], '2026-03-02', 'termini'],
    ['the invoice date when nothing is given', [{ amount: '1' }], '2026-01-01', 'data-fattura'],
  ] as const)('due date: %s', (_, payments, due, fonte) => {
    const d = one({ payments: [...payments], date: '2026-01-01' });
    expect([d.dataScadenza, d.fonteScadenza]).toEqual([due, fonte]);
  });
});

describe('supplier and buyer', () => {
  it('keeps leading zeros, takes a person supplier as Nome Cognome and the e-mail from Contatti', () => {
    const invoice = parseEinvoice(
      Buffer.from(
        invoiceXml({
          supplierVat: '00012300045',
          supplierPerson: { nome: 'MARIO', cognome: 'ROSSI' },
          email: 'mario@rossi.it',
          number: '00042',
        }),
      ),
      't.xml',
    );
    expect(invoice.fornitore).toMatchObject({
      partitaIva: '00012300045',
      denominazione: 'MARIO ROSSI',
      nome: 'MARIO',
      cognome: 'ROSSI',
      email: 'mario@rossi.it',
      telefono: '06123456',
    });
    expect(invoice.documenti[0]!.numero).toBe('00042');
  });
  it('decodes entities instead of leaving them, and parses no number out of codes', () => {
    const invoice = parseEinvoice(
      Buffer.from(invoiceXml({ supplierName: 'ALFA &amp; BETA &#232; &#xE0; &lt;SRL&gt;', number: '1e3' })),
      't.xml',
    );
    expect(invoice.fornitore.denominazione).toBe('ALFA & BETA è à <SRL>');
    expect(invoice.documenti[0]!.numero).toBe('1e3');
    expect(invoice.committente.codiceFiscale).toBe('09876543210');
  });
  it.each([
    ['&amp;#232; stays text', 'A &amp;#232; B', 'A &#232; B'],
    ['numeric references to XML specials', 'A &#60;&#38;&#x3E; B', 'A <&> B'],
    ['an astral character', 'A &#x1F600;', 'A 😀'],
    ['CDATA is kept as written', '<![CDATA[A &#232; <B>]]>', 'A &#232; <B>'],
  ])('entities: %s', (_, raw, expected) => {
    expect(
      parseEinvoice(Buffer.from(invoiceXml({ supplierName: raw })), 't.xml').fornitore.denominazione,
    ).toBe(expected);
  });
  it('refuses a reference to a character XML forbids, and HTML entity names XML does not define', () => {
    expect(() => parseEinvoice(Buffer.from(invoiceXml({ supplierName: 'A &#0; B' })), 't.xml')).toThrow(
      /carattere non valido/,
    );
    expect(() => parseEinvoice(Buffer.from(invoiceXml({ supplierName: 'PERCH&Eacute;' })), 't.xml')).toThrow(
      /entità non definita/,
    );
  });
  it('reads several bodies of one file', () => {
    expect(
      parseEinvoice(Buffer.from(invoiceXml({ bodies: 3 })), 't.xml').documenti.map((d) => d.numero),
    ).toEqual(['A1-1', 'A1-2', 'A1-3']);
  });
  it('takes the embedded PDF attachment', () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n%%EOF\n');
    const d = parseEinvoice(Buffer.from(invoiceXml({ pdf })), 't.xml').documenti[0]!;
    expect(d.allegatoPdf).toEqual({ nome: 'fattura-A1.pdf', bytes: pdf });
  });
});

describe('document types', () => {
  it.each(['TD01', 'TD02', 'TD03', 'TD05', 'TD06', 'TD24', 'TD25'])('%s is a payment experience', (type) => {
    expect(parseEinvoice(Buffer.from(invoiceXml({ type })), 't.xml').documenti[0]!.esclusione).toBeNull();
  });
  it.each([
    ['TD04', /nota di credito/],
    ['TD08', /nota di credito/],
    ['TD16', /autofattura/],
    ['TD17', /autofattura/],
    ['TD20', /autofattura/],
    ['TD27', /autofattura/],
    ['TD99', /non ammesso: si accettano TD01/],
  ])('%s is not', (type, reason) => {
    expect(parseEinvoice(Buffer.from(invoiceXml({ type })), 't.xml').documenti[0]!.esclusione).toMatch(
      reason,
    );
  });
});

describe('encodings', () => {
  const name = 'SOCIETÀ PERCHÉ ÈLITE';
  it.each(['windows-1252', 'ISO-8859-1', 'latin1'])('%s', (encoding) => {
    const bytes = Buffer.from(invoiceXml({ encoding, supplierName: name }), 'latin1');
    expect(parseEinvoice(bytes, 't.xml').fornitore.denominazione).toBe(name);
  });
  it('windows-1252 € (0x80)', () => {
    const bytes = Buffer.from(invoiceXml({ encoding: 'windows-1252', supplierName: 'EURO X SRL' }), 'latin1');
    bytes[bytes.indexOf('EURO X') + 5] = 0x80;
    expect(parseEinvoice(bytes, 't.xml').fornitore.denominazione).toBe('EURO € SRL');
  });
  it('declared windows-1252 or latin1 but written in UTF-8: read as UTF-8, no mojibake (issue 25 §4)', () => {
    for (const encoding of ['windows-1252', 'ISO-8859-1', 'ISO-8859-15']) {
      const bytes = Buffer.from(invoiceXml({ encoding, supplierName: 'M\u00aaF. SOCIETÀ € SRL' }), 'utf8');
      expect(parseEinvoice(bytes, 't.xml').fornitore.denominazione).toBe('MªF. SOCIETÀ € SRL');
    }
    // Really windows-1252 (ª is the single byte 0xAA): still read as declared.
    const cp1252 = Buffer.from(
      invoiceXml({ encoding: 'windows-1252', supplierName: 'M\u00aaF. SRL' }),
      'latin1',
    );
    expect(parseEinvoice(cp1252, 't.xml').fornitore.denominazione).toBe('MªF. SRL');
  });
  it('UTF-8 with a BOM', () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(invoiceXml({ supplierName: name })),
    ]);
    expect(parseEinvoice(bytes, 't.xml').fornitore.denominazione).toBe(name);
  });
  it('refuses bytes that are not in the declared encoding, and unknown encodings', () => {
    expect(() => decodeXml(Buffer.from(invoiceXml({ supplierName: name }), 'latin1'), 't.xml')).toThrow(
      /caratteri non validi/,
    );
    expect(() => decodeXml(Buffer.from(invoiceXml({ encoding: 'EBCDIC' })), 't.xml')).toThrow(
      /codifica non supportata/,
    );
  });
});

const code = async (run: () => unknown) => {
  try {
    await run();
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return (e as ParseError).code;
  }
  throw new Error('not refused');
};

describe('refusals', () => {
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><lolz>&lol3;</lolz>`;
  const external = invoiceXml({ supplierName: '&xxe;' }).replace(
    '<p:Fattura',
    '<!DOCTYPE p [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<p:Fattura',
  );
  it.each([
    ['entity bomb', Buffer.from(laughs), 'doctype'],
    ['external entity', Buffer.from(external), 'doctype'],
    ['lower-case doctype', Buffer.from('<?xml version="1.0"?><!doctype x><x/>'), 'doctype'],
    ['malformed XML', Buffer.from('<a><b></a>'), 'malformed'],
    ['another XML', Buffer.from('<?xml version="1.0"?><Ricevuta><x>1</x></Ricevuta>'), 'not-einvoice'],
    ['a bad date', Buffer.from(invoiceXml({ date: '2026-02-30' })), 'malformed'],
    ['a bad amount', Buffer.from(invoiceXml({ total: '1.000,00' })), 'malformed'],
  ])('%s', async (_, bytes, expected) => {
    expect(await code(() => parseEinvoice(bytes, 't.xml'))).toBe(expected);
  });
  it('keeps DOCTYPE out of every parse (the parser itself would expand it)', () => {
    expect(() => parseXml(laughs, 'x')).toThrow(/DOCTYPE/);
  });

  const xml = Buffer.from(invoiceXml());
  it('a tampered signed file', async () => {
    const p7m = await signP7m(xml);
    p7m[p7m.indexOf('FORNITORE SRL')] = 0x58;
    expect(await code(() => unwrapP7m(p7m, 't.p7m'))).toBe('signature');
  });
  it('a p7m that is not a signed envelope', async () => {
    expect(await code(() => unwrapP7m(Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]), 't.p7m'))).toBe(
      'signature',
    );
    expect(await code(() => unwrapP7m(Buffer.from('not base64 at all!'), 't.p7m'))).toBe('signature');
  });
  it.each([
    ['BER chunked content', { chunked: true }],
    ['DER content', {}],
  ])('reads a p7m with %s, in DER and in base64', async (_, options) => {
    const p7m = await signP7m(xml, options);
    expect((await unwrapP7m(p7m, 't.p7m')).xml).toEqual(xml);
    const base64 = Buffer.from(
      `-----BEGIN PKCS7-----\n${p7m.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END PKCS7-----\n`,
    );
    expect((await unwrapP7m(base64, 't.p7m')).xml).toEqual(xml);
  });

  it.each(['../evil.xml', '/etc/evil.xml', 'a/../../evil.xml', 'C:/evil.xml', 'a\\..\\evil.xml'])(
    'zip path %s',
    async (p) => {
      expect(await code(async () => readZip(await zipWithPath(p, xml), 'z.zip'))).toBe('zip-path');
    },
  );
  it('zip bomb (compression ratio)', async () => {
    const bomb = await zipOf([{ name: 'bomb.xml', data: Buffer.alloc(7 * 1024 * 1024, 32) }]);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await code(() => readZip(bomb, 'z.zip'))).toBe('zip-bounds');
  });
  it('zip entry too large, too many entries, too much in total', async () => {
    const big = await zipOf([{ name: 'a.xml', data: Buffer.alloc(9 * 1024 * 1024, 32) }]);
    expect(await code(() => readZip(big, 'z.zip'))).toBe('zip-bounds');
    const many = await zipOf(
      Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') })),
    );
    expect(await code(() => readZip(many, 'z.zip'))).toBe('zip-bounds');
    const entries = Array.from({ length: 3 }, (_, i) => ({
      name: `f${i}.xml`,
      data: Buffer.alloc(1000, 'a'),
    }));
    const limits = { maxEntries: 10, maxEntryBytes: 10_000, maxTotalBytes: 2500, maxRatio: 100 };
    expect(await code(async () => readZip(await zipOf(entries), 'z.zip', limits))).toBe('zip-bounds');
  });
  it('a broken zip', async () => {
    expect(await code(() => readEinvoices([{ name: 'z.zip', data: Buffer.from('PK\x03\x04garbage') }]))).toBe(
      'zip-malformed',
    );
  });
  it('a DOCTYPE inside a zip refuses the whole archive', async () => {
    const zip = await zipOf([
      { name: 'ok.xml', data: xml },
      { name: 'bomb.xml', data: Buffer.from(laughs) },
    ]);
    expect(await code(() => readEinvoices([{ name: 'z.zip', data: zip }]))).toBe('doctype');
  });
});
