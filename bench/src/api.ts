// bench:api — autocannon on loopback, 50 connections: a bare Fastify route returning a fixed JSON
// of the same size, and the real hot reads of a signed-in company on PostgreSQL, in one run.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { recordResult } from './results.ts';
import { signIn, startServer } from './server.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

async function run(
  name: string,
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string },
) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  } satisfies Result;
}

async function main() {
  const dbName = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const server = await startServer({ DATABASE_URL: url.toString(), DEMO: 'true', LOG_LEVEL: 'error' });
  const results: Result[] = [];
  try {
    const token = await signIn(server.url, 'azienda');
    const auth = { authorization: `Bearer ${token}` };
    const latest = (await (
      await fetch(`${server.url}/api/v1/sintesi/ultimi-rapporti`, { headers: auth })
    ).json()) as { rapportiCredibility: { cdRichiestaUltimoEvaso: string; idConsegnaUltimoEvaso: string } };
    const body = JSON.stringify({
      cdRichiesta: latest.rapportiCredibility.cdRichiestaUltimoEvaso,
      idConsegna: latest.rapportiCredibility.idConsegnaUltimoEvaso,
    });
    const synthesis = await (
      await fetch(`${server.url}/api/v1/sintesi/sintesi-documenti`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      })
    ).text();

    // The bare route answers a fixed JSON of the synthesis's size, from this process.
    const bare = Fastify();
    const fixed = JSON.parse(synthesis);
    bare.get(
      '/bare',
      { schema: { response: { 200: { type: 'object', additionalProperties: true } } } },
      async () => fixed,
    );
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    results.push(await run('bare Fastify (fixed JSON)', `${bareUrl}/bare`, {}));
    results.push(
      await run('POST sintesi-documenti', `${server.url}/api/v1/sintesi/sintesi-documenti`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      }),
    );
    results.push(
      await run('GET info-moduli', `${server.url}/api/v1/contribuzioni/info-moduli`, { headers: auth }),
    );
    results.push(
      await run('GET contribuzioni/leggi', `${server.url}/api/v1/contribuzioni/leggi`, { headers: auth }),
    );
    await bare.close();
  } finally {
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  const base = results[0]!.rps;
  const lines = results.map(
    (r) =>
      `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ratio ${(r.rps / base).toFixed(2)}  errors ${r.errors}`,
  );
  lines.unshift(
    `${CONNECTIONS} connections, ${DURATION} s each, PostgreSQL, server and load generator on the same 2 cores`,
  );
  for (const l of lines) console.log(l);
  recordResult('bench:api', 'npm run bench:api', lines);
}

await main();
