// bench:api — autocannon on loopback, 50 connections: the real hot reads of a signed-in company
// on PostgreSQL, each against a bare Fastify route returning a fixed JSON of the same size.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { recordResult } from './results.ts';
import { signIn, startServer } from './server.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Request = { method?: string; headers?: Record<string, string>; body?: string };
type Result = { name: string; bytes: number; rps: number; p50: number; p99: number; errors: number };

async function run(name: string, bytes: number, url: string, opts: Request): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    name,
    bytes,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** Starts the bare server on the given documents; resolves its base URL. */
async function startBare(documents: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-bare-'));
  const files = documents.map((doc, i) => {
    const file = path.join(dir, `${i}.json`);
    fs.writeFileSync(file, doc);
    return file;
  });
  // A process of its own: in this one it would share a thread with the load generator.
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts'), ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      const m = /bare ready (\S+)/.exec(c.toString());
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const dbName = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const server = await startServer({ DATABASE_URL: url.toString(), DEMO: 'true', LOG_LEVEL: 'error' });
  const rows: [Result, Result][] = [];
  try {
    const token = await signIn(server.url, 'azienda');
    const auth = { authorization: `Bearer ${token}` };
    const latest = (await (
      await fetch(`${server.url}/api/v1/sintesi/ultimi-rapporti`, { headers: auth })
    ).json()) as { rapportiCredibility: { cdRichiestaUltimoEvaso: string; idConsegnaUltimoEvaso: string } };
    const calls: { name: string; path: string; request: Request }[] = [
      {
        name: 'POST sintesi-documenti',
        path: '/api/v1/sintesi/sintesi-documenti',
        request: {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            cdRichiesta: latest.rapportiCredibility.cdRichiestaUltimoEvaso,
            idConsegna: latest.rapportiCredibility.idConsegnaUltimoEvaso,
          }),
        },
      },
      { name: 'GET info-moduli', path: '/api/v1/contribuzioni/info-moduli', request: { headers: auth } },
      { name: 'GET contribuzioni/leggi', path: '/api/v1/contribuzioni/leggi', request: { headers: auth } },
    ];
    const documents = await Promise.all(
      calls.map(async (c) => {
        const res = await fetch(`${server.url}${c.path}`, c.request);
        if (!res.ok) throw new Error(`${c.name}: ${res.status}`);
        return res.text();
      }),
    );
    const bare = await startBare(documents);
    try {
      for (const [i, c] of calls.entries()) {
        const bytes = Buffer.byteLength(documents[i]!);
        const baseline = await run('  bare Fastify, same size', bytes, `${bare.url}/bare/${i}`, {});
        const real = await run(c.name, bytes, `${server.url}${c.path}`, c.request);
        rows.push([real, baseline]);
      }
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  const line = (r: Result, ratio: string) =>
    `${r.name.padEnd(26)} ${String(r.bytes).padStart(6)} B ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ${ratio}  errors ${r.errors}`;
  const lines = [
    `${CONNECTIONS} connections, ${DURATION} s each, PostgreSQL; real and bare servers each in a process of their own, load generator on the same 2 cores`,
    'targets: real ≥ 0.5 × bare req/s, p99 ≤ 10 ms',
    ...rows.flatMap(([real, baseline]) => [
      line(real, `ratio ${(real.rps / baseline.rps).toFixed(2)}`),
      line(baseline, '          '),
    ]),
  ];
  for (const l of lines) console.log(l);
  recordResult('bench:api', 'npm run bench:api', lines);
}

await main();
