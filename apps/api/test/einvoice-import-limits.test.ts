import { randomBytes } from 'node:crypto';
import { EINVOICE_IMPORT_LIMITS, type ImportInvoicesResponse, uploadMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, subjects, users } from '../src/db/schema.ts';
import { dropLargeAttachments } from '../src/parsers/fatturapa/attachments.ts';
import { parseEinvoice } from '../src/parsers/fatturapa/index.ts';
import { invoiceXml } from './einvoice-fixtures.ts';
import { bearer, createTestApp, multipartBody, signIn, type TestContext } from './helpers.ts';
import { IMPORT_URL as URL, uploadInvoices } from './invoice-import.ts';

/*
 * Issue 24, findings 1 and 8: an import of large e-invoices does not stall the server, a request
 * has a total size, a foreign buyer is refused as soon as its file is read, and an embedded PDF
 * with scripts is never stored.
 */
const MB = 1024 * 1024;
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { FILE_QUOTA_MB: '500' } });
  const db = ctx.database.db;
  const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, 'azienda'));
  await db.update(subjects).set({ codiceFiscale: '09876543210' }).where(eq(subjects.id, user!.s!));
  token = await signIn(ctx.app, 'azienda');
});
afterAll(() => ctx.close());

const upload = (list: { name: string; data: Buffer }[]) => uploadInvoices(ctx.app, token, list);

/** A "PDF" of `bytes` (header and random bytes): its base64 in <Allegati> makes the XML ~4/3 larger. */
const bigPdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 9)]);
/** An invoice with that PDF attached as senders write it: base64 in lines of 76 characters. */
const withAttachment = (number: string, pdf: Buffer) => {
  const b64 = pdf.toString('base64');
  return Buffer.from(invoiceXml({ number, pdf }).replace(b64, b64.replace(/.{76}/g, '$&\r\n')));
};
const ACTIVE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('attachments are dropped before the tree is built', () => {
  it('an attachment over the module limit is emptied, a small one is kept; prefixes too', () => {
    const small = invoiceXml({ number: 'S1', pdf: bigPdf(1024) });
    expect(dropLargeAttachments(small, MB)).toBe(small);
    const large = invoiceXml({ number: 'L1', pdf: bigPdf(1.2 * MB) });
    const dropped = dropLargeAttachments(large, MB);
    expect(dropped.length).toBeLessThan(10_000);
    expect(dropped).toContain('<Attachment></Attachment>');
    const prefixed = `<a:Attachment>${'Q'.repeat(2 * MB)}</a:Attachment><b:Attachment/><Attachment>x</Attachment>`;
    expect(dropLargeAttachments(prefixed, MB)).toBe(
      '<a:Attachment></a:Attachment><b:Attachment/><Attachment>x</Attachment>',
    );
    // The reading is unchanged: a PDF over 1 MB was never kept as the evidence.
    expect(parseEinvoice(Buffer.from(large), 'l.xml').documenti[0]!.allegatoPdf).toBeNull();
    expect(parseEinvoice(Buffer.from(small), 's.xml').documenti[0]!.allegatoPdf?.bytes.length).toBe(1024);
  });
});

describe('a worst-case import request', () => {
  it('keeps the event loop free while its e-invoices are parsed', async () => {
    // The largest request allowed: files of ~3.6 MB (a 2.7 MB attachment each) up to the total.
    const one = (i: number) => withAttachment(`W${i}`, bigPdf(2.7 * MB));
    const size = one(0).length;
    const count = Math.floor(EINVOICE_IMPORT_LIMITS.maxRequestBytes / (size + 1024));
    const files = Array.from({ length: count }, (_, i) => ({ name: `w${i}.xml`, data: one(i) }));
    // The longest gap between two ticks of a 5 ms timer: how long the event loop was held.
    let longestStallMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStallMs = Math.max(longestStallMs, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const res = await upload(files);
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ImportInvoicesResponse).totaleFatture).toBe(count);
    // The longest stall of the event loop is a small part of the request (it was all of the parse).
    expect(longestStallMs / elapsed, `stall ${longestStallMs} ms of ${elapsed} ms`).toBeLessThan(0.25);
  });

  it('a request over the total size is refused with 413, whatever its files', async () => {
    const file = Buffer.from(invoiceXml({ number: 'T1', pdf: bigPdf(3 * MB) }));
    const count = Math.ceil((EINVOICE_IMPORT_LIMITS.maxRequestBytes + 1) / file.length);
    const res = await upload(Array.from({ length: count }, (_, i) => ({ name: `t${i}.xml`, data: file })));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toContain(`${EINVOICE_IMPORT_LIMITS.maxRequestBytes / MB} MB in tutto`);
  });

  it('a foreign buyer is refused as soon as its file is read, before the next one', async () => {
    const foreign = Buffer.from(invoiceXml({ number: 'F1', buyerCf: 'RSSMRA80A01H501U' }));
    const res = await upload([
      { name: 'f1.xml', data: foreign },
      { name: 'broken.xml', data: Buffer.from('<p:FatturaElettronica versione="FPR12"><unclosed>') },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('non alla tua impresa');
  });
});

describe('an embedded PDF with scripts (finding 8)', () => {
  it('is never stored: the evidence is rendered from the XML and the invoice says why', async () => {
    const xml = Buffer.from(invoiceXml({ number: 'JS1', pdf: ACTIVE_PDF }));
    const res = await upload([{ name: 'js1.xml', data: xml }]);
    expect(res.statusCode, res.body).toBe(200);
    const [item] = (res.json() as ImportInvoicesResponse).fornitori[0]!.fatture;
    expect(item!.dettagli.evidenza).toBe('generata');
    expect(item!.avvisi).toContain(uploadMessages.activeContent('fattura-JS1.pdf'));
    const pdf = await ctx.app.inject({
      url: `/api/v1/contribuzioni/allegato/download?codice=${encodeURIComponent(item!.fattura.chiaveDocumento)}`,
      headers: bearer(token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/JavaScript');
    // A plain PDF attachment is still the evidence.
    const plain = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const ok = await upload([
      { name: 'p1.xml', data: Buffer.from(invoiceXml({ number: 'P1', pdf: plain })) },
    ]);
    expect(ok.json().fornitori[0].fatture[0].dettagli.evidenza).toBe('allegato');
  });
});

describe('in English', () => {
  it('the request-total refusal is answered in the user language', async () => {
    const file = Buffer.from(invoiceXml({ number: 'E1', pdf: bigPdf(3 * MB) }));
    const count = Math.ceil((EINVOICE_IMPORT_LIMITS.maxRequestBytes + 1) / file.length);
    const body = multipartBody(
      {},
      Array.from({ length: count }, (_, i) => ({
        field: 'fileFattura',
        filename: `e${i}.xml`,
        content: file,
      })),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(token), ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      `The files of one request may weigh at most ${EINVOICE_IMPORT_LIMITS.maxRequestBytes / MB} MB in all: import them in several requests.`,
    );
  });
});

describe('the quota comes before the files', () => {
  it('a company with no room left is refused with 413 before its files are read', async () => {
    const db = ctx.database.db;
    const [user] = await db.select({ s: users.subjectId }).from(users).where(eq(users.username, 'azienda'));
    const key = `${user!.s}/full`;
    await db.insert(storedFiles).values({
      key,
      subjectId: user!.s!,
      originalName: 'full.pdf',
      contentType: 'application/pdf',
      size: 500 * MB,
    });
    try {
      // Unreadable bytes: were they parsed first, the answer would be 400.
      const res = await upload([{ name: 'broken.xml', data: Buffer.from('<not-closed') }]);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().message).toBe(uploadMessages.quotaExceeded(500));
    } finally {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    }
  });
});
