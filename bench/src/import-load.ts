// bench:import-load — issue 24: while one worst-case e-invoice import request runs, /healthz keeps
// answering (p99 < 100 ms) and the server's resident memory grows by less than 300 MB.
// Two worst cases of the limits: files of ~3.6 MB (a large base64 <Allegati> each) up to the
// request's total, and a zip of 1,000 small invoices (1,000 evidence PDFs to render).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { makeVat } from '../../apps/api/src/demo/vat.ts';
import { invoiceXml, zipOf } from '../../apps/api/test/einvoice-fixtures.ts';
import { EINVOICE_IMPORT_LIMITS } from '../../packages/domain/src/index.ts';
import { multipartBody } from './multipart.ts';
import { recordResult } from './results.ts';
import { mb, rssPeak, signIn, startServer } from './server.ts';

const MB = 1024 * 1024;
const BUYER = makeVat('0123456789'); // the demo company 'alfa' of the user azienda
const P99_TARGET_MS = 100;
const GROWTH_TARGET_MB = 300;

/** The import request's body: every file in the import's field. */
const importBody = (files: { name: string; data: Buffer }[]) =>
  multipartBody(files.map((f) => ({ field: EINVOICE_IMPORT_LIMITS.field, ...f })));

/** An invoice to the demo company with a PDF of `pdfBytes` attached as senders write it (base64 lines of 76). */
function withAttachment(n: number, pdfBytes: number): Buffer {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(pdfBytes - 9)]);
  const b64 = pdf.toString('base64');
  const xml = invoiceXml({ number: `L${n}`, buyerVat: BUYER, pdf });
  return Buffer.from(xml.replace(b64, b64.replace(/.{76}/g, '$&\r\n')));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

function post(url: string, token: string, body: Buffer, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': body.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function scenario(
  server: { url: string; pid: number },
  token: string,
  label: string,
  files: { name: string; data: Buffer }[],
) {
  const { body, contentType } = importBody(files);
  const memory = await rssPeak(server.pid);
  const { before } = memory;
  const latencies: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      latencies.push(await get(`${server.url}/healthz`));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const started = performance.now();
  const status = await post(
    `${server.url}/api/v1/contribuzioni/esperienze-pagamento/importa-fatture`,
    token,
    body,
    contentType,
  );
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  const peak = memory.stop();
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const growth = (peak - before) / MB;
  const ok = status === 200 && p99 < P99_TARGET_MS && growth < GROWTH_TARGET_MB;
  return {
    ok,
    lines: [
      `${label}: ${files.length} file(s), ${mb(body.length)} MB: HTTP ${status} in ${seconds.toFixed(2)} s`,
      `  /healthz during it: ${latencies.length} probes, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (target p99 < ${P99_TARGET_MS} ms)`,
      `  server RSS before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${growth.toFixed(1)} MB (target < ${GROWTH_TARGET_MB} MB)${ok ? '' : '  ← FAILED'}`,
    ],
  };
}

/** /healthz latencies (sorted) with nothing else running on the server: what the machine allows. */
async function probeIdle(url: string, ms: number) {
  const out: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    out.push(await get(`${url}/healthz`));
    await new Promise((r) => setTimeout(r, 10));
  }
  return out.sort((a, b) => a - b);
}

async function main() {
  const server = await startServer({ FILE_QUOTA_MB: '2000', RATE_LIMITS: 'false' });
  try {
    const token = await signIn(server.url, 'azienda');
    // Warm up: one small import, so the parser worker and the PDF fonts are loaded before measuring.
    const warm = importBody([
      { name: 'warm.xml', data: Buffer.from(invoiceXml({ number: 'W0', buyerVat: BUYER })) },
    ]);
    await post(
      `${server.url}/api/v1/contribuzioni/esperienze-pagamento/importa-fatture`,
      token,
      warm.body,
      warm.contentType,
    );

    // 1. Large attachments: files of ~3.6 MB up to the request's total (the review's attack, at the limit).
    const big: { name: string; data: Buffer }[] = [];
    let total = 0;
    for (let i = 0; ; i++) {
      const file = withAttachment(i, 2.7 * MB);
      if (total + file.length + 1024 > EINVOICE_IMPORT_LIMITS.maxRequestBytes) break;
      big.push({ name: `allegati-${i}.xml`, data: file });
      total += file.length;
    }
    const attachments = await scenario(server, token, 'large attachments', big);

    // 2. As many invoices as one request may hold, in one zip: each gets an evidence PDF.
    const entries = Array.from({ length: EINVOICE_IMPORT_LIMITS.maxDocuments }, (_, i) => ({
      name: `IT01234567890_${String(i).padStart(5, '0')}.xml`,
      data: Buffer.from(invoiceXml({ number: `Z${i}`, buyerVat: BUYER })),
    }));
    const many = await scenario(server, token, `${entries.length} invoices in a zip`, [
      { name: 'fatture.zip', data: await zipOf(entries) },
    ]);

    const idle = await probeIdle(server.url, 3000);
    const lines = [
      `machine: load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
      `/healthz with no import (control, same machine, 3 s): p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms, max ${idle.at(-1)?.toFixed(1)} ms`,
      ...attachments.lines,
      ...many.lines,
    ];
    for (const l of lines) console.log(l);
    recordResult('bench:import-load', 'npm run bench:import-load', lines);
    if (!attachments.ok || !many.ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
