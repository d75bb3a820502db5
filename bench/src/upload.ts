// bench:upload — a 50 MB pdf through the real API: throughput and the server's resident-memory growth;
// 1,000 e-invoices in one zip through the import (≤ 5 s); a 5 MB XBRL instance read (≤ 1 s).
import http from 'node:http';
import { Readable } from 'node:stream';
import { readXbrl } from '../../apps/api/src/parsers/xbrl/index.ts';
import { balancedYears, invoiceXml, xbrlInstance, zipOf } from '../../apps/api/test/einvoice-fixtures.ts';
import { multipartBody } from './multipart.ts';
import { recordResult } from './results.ts';
import { mb, rssPeak, signIn, startServer } from './server.ts';

const SIZE = 50 * 1024 * 1024;
const CHUNK = 256 * 1024;

function pdfStream(size: number): Readable {
  let sent = 0;
  const head = Buffer.from('%PDF-1.4\n%');
  const filler = Buffer.alloc(CHUNK, 'x');
  return new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        return void this.push(head);
      }
      if (sent >= size) return void this.push(null);
      const n = Math.min(CHUNK, size - sent);
      sent += n;
      this.push(n === CHUNK ? filler : filler.subarray(0, n));
    },
  });
}

async function main() {
  const server = await startServer();
  try {
    const token = await signIn(server.url, 'azienda2');
    // Warm up: one small upload so that lazily loaded code is in memory before measuring.
    for (const size of [64 * 1024, 64 * 1024]) await send(server.url, token, size);
    const memory = await rssPeak(server.pid);
    const { before } = memory;
    const started = performance.now();
    const status = await send(server.url, token, SIZE);
    const seconds = (performance.now() - started) / 1000;
    const peak = memory.stop();
    const growth = peak - before;
    const lines = [
      `upload of ${mb(SIZE)} MB: HTTP ${status} in ${seconds.toFixed(2)} s (${(SIZE / 1024 / 1024 / seconds).toFixed(1)} MB/s)`,
      `server RSS before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${mb(growth)} MB (target < 30 MB)`,
    ];
    const einvoices = await importBench(server.url, token);
    const xbrl = await xbrlBench(server.url, token);
    lines.push(...einvoices.lines, ...xbrl.lines);
    for (const l of lines) console.log(l);
    recordResult('bench:upload', 'npm run bench:upload', lines);
    if (status !== 200 || !einvoices.ok || !xbrl.ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** The other-documents draft's version, sent as If-Match (the API requires it on every write). */
let draftVersion = 0;

function send(baseUrl: string, token: string, size: number): Promise<number> {
  const boundary = '----benchboundary';
  const pre = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="tipoDocumento"\r\n\r\nBusiness plan\r\n--${boundary}\r\nContent-Disposition: form-data; name="fileAltroDocumento"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const post = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/v1/contribuzioni/altri-documenti/scrivi`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'if-match': String(draftVersion),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode === 200) draftVersion = JSON.parse(Buffer.concat(chunks).toString()).version;
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', reject);
    req.write(pre);
    const body = pdfStream(size);
    body.on('end', () => req.end(post));
    body.pipe(req, { end: false });
  });
}

async function post(
  url: string,
  token: string,
  files: { field: string; name: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const { body, contentType } = multipartBody(files, fields);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'if-match': '0',
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The signed-in company's tax code, as its synthesis shows it. */
async function companyTaxCode(baseUrl: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const latest = (await (await fetch(`${baseUrl}/api/v1/sintesi/ultimi-rapporti`, { headers })).json()) as {
    rapportiCredibility: { cdRichiestaUltimoEvaso: string; idConsegnaUltimoEvaso: string };
  };
  const synthesis = await fetch(`${baseUrl}/api/v1/sintesi/sintesi-documenti`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      cdRichiesta: latest.rapportiCredibility.cdRichiestaUltimoEvaso,
      idConsegna: latest.rapportiCredibility.idConsegnaUltimoEvaso,
    }),
  });
  return ((await synthesis.json()) as { company: { taxCode: string } }).company.taxCode;
}

async function importBench(baseUrl: string, token: string) {
  const buyer = await companyTaxCode(baseUrl, token);
  const entries = Array.from({ length: 1000 }, (_, i) => ({
    name: `IT0123456789${i % 5}_${String(i).padStart(5, '0')}.xml`,
    data: Buffer.from(
      invoiceXml({
        buyerCf: buyer,
        supplierVat: `0123456789${i % 5}`,
        number: `B${i}`,
        date: '2026-01-15',
        total: '1220.00',
      }),
    ),
  }));
  const zip = await zipOf(entries);
  const url = `${baseUrl}/api/v1/contribuzioni/esperienze-pagamento/importa-fatture`;
  await post(url, token, [
    { field: 'fileFattura', name: 'warm.zip', data: await zipOf(entries.slice(0, 5)) },
  ]);
  const started = performance.now();
  const res = await post(url, token, [{ field: 'fileFattura', name: 'fatture.zip', data: zip }]);
  const seconds = (performance.now() - started) / 1000;
  const imported = res.body.totaleFatture;
  return {
    ok: res.status === 200 && imported === 1000 && seconds <= 5,
    lines: [
      `import of 1,000 e-invoices in one zip (${mb(zip.length)} MB, ${mb(entries.reduce((n, e) => n + e.data.length, 0))} MB of XML): HTTP ${res.status}, ${imported} invoices, 2,000 files stored, in ${seconds.toFixed(2)} s (target ≤ 5 s)`,
    ],
  };
}

async function xbrlBench(baseUrl: string, token: string) {
  const year = new Date().getFullYear();
  const buyer = await companyTaxCode(baseUrl, token);
  const xml = Buffer.from(xbrlInstance({ entity: buyer, years: balancedYears(year), padding: 51_000 }));
  readXbrl(xml, 'warm.xbrl');
  const started = performance.now();
  const reading = readXbrl(xml, 'bilancio.xbrl');
  const parse = (performance.now() - started) / 1000;
  const writeStarted = performance.now();
  const res = await post(
    `${baseUrl}/api/v1/contribuzioni/situazione-ecofin/scrivi`,
    token,
    [{ field: 'fileBilancio', name: 'bilancio.xbrl', data: xml }],
    { tipoBilancio: 'parziale', annoBilancio: String(year) },
  );
  const write = (performance.now() - writeStarted) / 1000;
  return {
    ok: reading.tassonomia === 'itcc-ci' && parse <= 1 && res.status === 200,
    lines: [
      `XBRL instance of ${mb(xml.length)} MB read in ${parse.toFixed(2)} s (target ≤ 1 s); the whole ecofin write with it: HTTP ${res.status} in ${write.toFixed(2)} s`,
    ],
  };
}

await main();
