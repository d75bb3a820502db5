// bench:upload — a 50 MB pdf through the real API: throughput and the server's resident-memory growth.
import http from 'node:http';
import { Readable } from 'node:stream';
import { recordResult } from './results.ts';
import { mb, rssOf, signIn, startServer } from './server.ts';

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
    global.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, 20);
    const started = performance.now();
    const status = await send(server.url, token, SIZE);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.pid));
    const growth = peak - before;
    const lines = [
      `upload of ${mb(SIZE)} MB: HTTP ${status} in ${seconds.toFixed(2)} s (${(SIZE / 1024 / 1024 / seconds).toFixed(1)} MB/s)`,
      `server RSS before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${mb(growth)} MB (target < 30 MB)`,
    ];
    for (const l of lines) console.log(l);
    recordResult('bench:upload', 'npm run bench:upload', lines);
    if (status !== 200) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

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
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(pre);
    const body = pdfStream(size);
    body.on('end', () => req.end(post));
    body.pipe(req, { end: false });
  });
}

await main();
