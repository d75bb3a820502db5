import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipartBody, pdfBytes, signIn, type TestContext } from './helpers.ts';

const PE = '/api/v1/contribuzioni/esperienze-pagamento';
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await signIn(ctx.app, 'azienda');
});
afterAll(() => ctx.close());

const upload = (filename: string, content: Buffer) => {
  const body = multipartBody({}, [{ field: 'fileAllegato', filename, content }]);
  return ctx.app.inject({
    method: 'POST',
    url: `${PE}/carica-allegato`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const pdfWith = (text: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog ${text} >> endobj\n`), pdfBytes(6000)]);

describe('JSON nesting', () => {
  it.each([4000, 4500, 100_000])('refuses %i levels with a 400 in Italian', async (depth) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/salva-configurazione-attestato',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/annidato troppo/);
  });

  it('accepts ordinary nesting and brackets inside strings', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/salva-configurazione-attestato',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ x: '['.repeat(5000) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/annidato/);
  });
});

describe('uploaded file names and PDF content', () => {
  it('refuses a PDF named report.html (415), before storing anything', async () => {
    const res = await upload('report.html', pdfBytes());
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Il nome del file report.html non corrisponde al suo contenuto (consentiti pdf).',
    );
  });

  it.each([
    '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
    '/AA << /O << /S /Launch /F (calc.exe) >> >>',
    '/OpenAction << /S /J#61vaScript /J#53 (x) >>',
    '/Names << /JavaScript 5 0 R >>',
  ])('refuses a PDF with active content: %s', async (active) => {
    const res = await upload('fattura.pdf', pdfWith(active));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/contiene script o azioni automatiche/);
  });

  it('accepts a plain PDF, and a name only looking like /JSON', async () => {
    expect((await upload('fattura.pdf', pdfWith('/Metadata /JSONish 2 0 R'))).statusCode).toBe(200);
  });

  it('offers a download under a name with the extension of its content', async () => {
    const { codiceAllegato } = (await upload('fattura.pdf', pdfBytes())).json();
    const res = await ctx.app.inject({
      url: `/api/v1/contribuzioni/allegato/download?codice=${encodeURIComponent(codiceAllegato)}&nomeFile=x.html`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="x.html.pdf"');
  });

  it('checks the invoice file name like an uploaded one', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${PE}/scrivi`,
      headers: bearer(token),
      payload: { fornitori: [{ idSoggetto: '2000001', fatture: [{ nomeFile: '../../etc/passwd' }] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      path: 'body.fornitori.0.fatture.0.nomeFile',
      message: 'Il nome del file non è valido: non può contenere percorsi o caratteri di controllo.',
    });
  });
});

describe('validation messages', () => {
  it("zod's own messages are in Italian, like the rest", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contribuzioni/salva-configurazione-attestato',
      headers: bearer(token),
      payload: { fidoCertificato: 'sì' },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    for (const m of messages) expect(m).not.toMatch(/Invalid|expected|received/);
    expect(messages.join(' ')).toMatch(/non valido|atteso|ricevuto/i);
  });
});
