// bench:integration — the provider's side on PostgreSQL, against the real server (DEMO=false):
// 1,000,000 subjects streamed as NDJSON through the machine API (target ≤ 60 s), report
// deliveries per second (20 concurrent callers), and the time from an analyst's acceptance to
// the webhook's arrival at a receiver on loopback (target p95 ≤ 1 s); then the NDJSON export of
// decided contributions (decided contributions/s), over BENCH_EXPORT_DECISIONS decisions made by
// copying the real ones in SQL (making each through the portal would take hours).
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';
import { demoReport } from '../../apps/api/src/demo/report.ts';
import { makeVat } from '../../apps/api/src/demo/vat.ts';
import { recordResult } from './results.ts';
import { ROOT, signIn, startServer } from './server.ts';

const SUBJECTS = Number(process.env.BENCH_SUBJECTS ?? 1_000_000);
const DELIVERY_SECONDS = Number(process.env.BENCH_DELIVERY_SECONDS ?? 10);
const ACCEPTANCES = Number(process.env.BENCH_ACCEPTANCES ?? 100);
const EXPORT_DECISIONS = Number(process.env.BENCH_EXPORT_DECISIONS ?? 200_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'portal_bench_integration';
const SECRET = `whsec_${Buffer.from('bench-secret-of-32-bytes-length!').toString('base64')}`;
const FIRST_ID = 10_000_001;
const MACHINE = '/api/provider/v1';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

function subject(n: number) {
  const id = String(FIRST_ID + n);
  const code = makeVat(String(1_000_000_000 + n * 7).slice(-10));
  return {
    id,
    denominazione: `IMPRESA ${['ALFA', 'BETA', 'GAMMA', 'DELTA', 'SIGMA'][n % 5]} ${n} S.R.L.`,
    partitaIva: code,
    codiceFiscale: code,
    naturaGiuridica: 'SR',
    statoAttivita: 'A',
    toponimo: 'VIA',
    via: `ROMA ${n % 300}`,
    civico: String(1 + (n % 150)),
    cap: String(10_000 + (n % 89_999)).padStart(5, '0'),
    comune: 'MILANO',
    provincia: 'MI',
    telefono: `02${String(n).padStart(8, '0')}`,
    sitoInternet: null,
  };
}

/** PUT /subjects with the NDJSON body written as it is generated (never held whole in memory). */
function importSubjects(base: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${MACHINE}/subjects`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let n = 0;
    const write = () => {
      while (n < SUBJECTS) {
        let chunk = '';
        for (let i = 0; i < 1000 && n < SUBJECTS; i++, n++) chunk += `${JSON.stringify(subject(n))}\n`;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const json = (base: string, token: string, method: string, path: string, body?: unknown, headers = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function main() {
  const databaseUrl = await freshDatabase();
  const arrivals = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const blockId = (JSON.parse(body) as { data: { blockId: string } }).data.blockId;
      arrivals.set(blockId, performance.now());
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DEMO: 'false',
    WEBHOOK_URL: hook,
    WEBHOOK_SECRET: SECRET,
    // The server's capacity is measured, not the per-key limit.
    PROVIDER_RATE_LIMIT_PER_MINUTE: '0',
  });
  const base = server.url;
  const lines: string[] = [];
  try {
    const cli = await promisify(execFile)(
      process.execPath,
      ['apps/api/src/cli/main.ts', 'keys:create', '--name', 'bench', '--scopes', '*'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: base } },
    );
    const key = cli.stdout.trim();

    // 1. Subjects
    let started = performance.now();
    const imported = await importSubjects(base, key);
    const importSeconds = (performance.now() - started) / 1000;
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${imported.body}`);
    lines.push(
      `subjects: ${SUBJECTS.toLocaleString('en')} imported as NDJSON in ${importSeconds.toFixed(1)} s (${Math.round(SUBJECTS / importSeconds).toLocaleString('en')}/s) — target ≤ 60 s; ${imported.body}`,
    );
    started = performance.now();
    const again = await importSubjects(base, key);
    lines.push(
      `  the same file again (idempotent, nothing rewritten): ${((performance.now() - started) / 1000).toFixed(1)} s; ${again.body}`,
    );

    // 2. Deliveries: 200 companies, 20 callers, new delivery ids for DELIVERY_SECONDS.
    const companies = Array.from({ length: 200 }, (_, i) => subject(i));
    const contents = companies.map((s) =>
      demoReport({ ...s, hasCompanyUser: false, createdAt: new Date() } as never, []),
    );
    let delivered = 0;
    let failed = 0;
    const latencies: number[] = [];
    const until = performance.now() + DELIVERY_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: 20 }, async (_, worker) => {
        for (let i = 0; performance.now() < until; i++) {
          const c = (worker * 10 + i) % companies.length;
          const t = performance.now();
          const res = await json(
            base,
            key,
            'PUT',
            `${MACHINE}/reports/R${companies[c]!.id}/deliveries/W${worker}N${i}`,
            {
              subjectId: companies[c]!.id,
              content: contents[c],
            },
          );
          await res.arrayBuffer();
          latencies.push(performance.now() - t);
          if (res.status === 201) delivered++;
          else failed++;
        }
      }),
    );
    lines.push(
      `deliveries: ${Math.round(delivered / DELIVERY_SECONDS)}/s (${delivered} in ${DELIVERY_SECONDS} s, 20 concurrent callers, ${Math.round(JSON.stringify(contents[0]).length / 1024)} kB reports), p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, errors ${failed}`,
    );

    // 3. Acceptance → webhook: one company user per sample, an analyst accepting sequentially.
    await json(base, key, 'PUT', `${MACHINE}/users/bench.analyst`, {
      nome: 'B',
      cognome: 'A',
      isAdmin: true,
      password: 'Bench.Password.1',
    });
    const analyst = await signIn(base, 'bench.analyst', 'Bench.Password.1');
    const waits: number[] = [];
    for (let i = 0; i < ACCEPTANCES; i++) {
      const company = companies[i % companies.length]!;
      const username = `bench.user${i}`;
      await json(base, key, 'PUT', `${MACHINE}/users/${username}`, {
        nome: 'B',
        cognome: 'U',
        subjectId: company.id,
        abilitatoCredibility: true,
        password: 'Bench.Password.1',
      });
      const user = await signIn(base, username, 'Bench.Password.1');
      const registry = {
        naturaGiuridica: 'SR',
        statoAttivita: 'A',
        telefono: '02.1234/567',
        email: 'info@impresa.it',
        indirizzo: `Via Roma ${i + 1}`,
        cap: '20121',
        provincia: 'MI',
        comune: 'Milano',
        descrizione: `Contributo ${i}`,
        sitoInternet: 'www.impresa.it',
        ateco: { codice: '28.41.00', descrizione: 'Fabbricazione di macchine utensili', versione: '07' },
      };
      const apiBase = '/api/v1/contribuzioni/anagrafica';
      type Rec = { stato: string; version: number; blockId: string; [k: string]: unknown };
      const list = async () =>
        ((await (await json(base, user, 'GET', `${apiBase}/leggi`)).json()) as { records: Rec[] }).records;
      const current = (await list()).find((r) => r.stato === 'IN_BOZZA');
      await json(base, user, 'POST', `${apiBase}/scrivi`, registry, {
        'if-match': String(current?.version ?? 0),
      });
      const draft = (await list()).find((r) => r.stato === 'IN_BOZZA')!;
      const { stato, dataSalvataggio, dataInvio, motivoRifiuto, blockId: _b, version, ...data } = draft;
      await json(base, user, 'POST', `${apiBase}/salva`, data, { 'if-match': String(version) });
      await json(base, user, 'POST', '/api/v1/contribuzioni/invia', { moduli: ['anagrafica'] });
      const { blockId } = (await list())[0]!;
      await json(base, analyst, 'POST', '/api/v1/admin/cambia-stato-contribuzione', {
        idBlocco: blockId,
        statoModulo: 'IN_LAVORAZIONE',
      });
      const t = performance.now();
      const res = await json(base, analyst, 'POST', '/api/v1/admin/cambia-stato-contribuzione', {
        idBlocco: blockId,
        statoModulo: 'APPROVATO',
      });
      if (res.status !== 200) throw new Error(`accept: ${res.status} ${await res.text()}`);
      while (!arrivals.has(blockId)) {
        if (performance.now() - t > 10_000) throw new Error('webhook did not arrive within 10 s');
        await new Promise((r) => setTimeout(r, 2));
      }
      waits.push(arrivals.get(blockId)! - t);
    }
    lines.push(
      `acceptance → webhook: ${ACCEPTANCES} sequential acceptances, from sending the analyst's APPROVATO to the signed webhook at a loopback receiver: p50 ${percentile(waits, 50).toFixed(0)} ms, p95 ${percentile(waits, 95).toFixed(0)} ms, max ${Math.max(...waits).toFixed(0)} ms — target p95 ≤ 1000 ms`,
    );

    // 4. Export: the real decisions copied to EXPORT_DECISIONS (already delivered, so no webhook
    // is sent), then streamed as NDJSON by one caller, in pages of the server's own batch size.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const copies = Math.max(0, Math.ceil(EXPORT_DECISIONS / ACCEPTANCES) - 1);
    await db.query(
      `INSERT INTO outbox_events (type, data, webhook_status)
       SELECT o.type, o.data, 'delivered' FROM outbox_events o, generate_series(1, $1)
       WHERE o.type = 'contribution.decided'`,
      [copies],
    );
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'contribution.decided'`,
    );
    await db.end();
    const decisions = rows[0].n as number;
    started = performance.now();
    const res = await fetch(`${base}${MACHINE}/contributions/export`, {
      headers: { authorization: `Bearer ${key}` },
    });
    let exported = 0;
    let bytes = 0;
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const c of decoder.decode(chunk, { stream: true })) if (c === '\n') exported++;
    }
    const exportSeconds = (performance.now() - started) / 1000;
    if (exported !== decisions) throw new Error(`export: ${exported} lines for ${decisions} decisions`);
    lines.push(
      `export: ${exported.toLocaleString('en')} decided contributions as NDJSON in ${exportSeconds.toFixed(1)} s — ${Math.round(exported / exportSeconds).toLocaleString('en')} decided contributions/s (${(bytes / 1024 / 1024 / exportSeconds).toFixed(1)} MB/s, ${Math.round(bytes / exported)} B a line)`,
    );
  } finally {
    await server.stop();
    receiver.close();
  }
  lines.push(
    'PostgreSQL 15 on this machine; server, load generator and receiver on the same 2 cores; DEMO=false, empty database',
  );
  for (const l of lines) console.log(l);
  recordResult('bench:integration', 'npm run bench:integration', lines);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
