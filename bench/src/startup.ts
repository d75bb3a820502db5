// bench:startup — `npm start` from spawning the command to the first answer of the sign-in page:
// on a fresh checkout (web build forced, empty data directory), on an installed and built tree with
// an empty data directory (cluster from the install-time template, migrations, demo seed), and again
// on the same directory. Then the server's resident memory once idle, embedded and on PostgreSQL.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { recordResult } from './results.ts';
import { mb, ROOT, rssOf } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = 5000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Start = { ms: number; rss: number };

/** `npm start` in a process group of its own; the server is the group's `server.mjs` process. */
async function start(env: Record<string, string>, measureRss: boolean): Promise<Start> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const log = path.join(os.tmpdir(), `portal-startup-${port}.log`);
  const out = fs.openSync(log, 'w');
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited before answering:\n${fs.readFileSync(log, 'utf8')}`);
      const answered = await fetch(`http://localhost:${port}/sso/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) break;
      if (performance.now() - started > 180_000) throw new Error('no answer within 180 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    if (!measureRss) return { ms, rss: 0 };
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const server = execSync(`pgrep -g ${child.pid} -f '^node .*server[.]mjs'`)
      .toString()
      .trim()
      .split('\n')[0];
    return { ms, rss: rssOf(Number(server)) };
  } finally {
    if (!exited) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.closeSync(out);
    fs.rmSync(log, { force: true });
  }
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_bench_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (xs: number[]) =>
  `median ${(median(xs) / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;
const megabytes = (xs: number[]) => `median ${mb(median(xs))} MB (runs: ${xs.map((x) => mb(x)).join(', ')})`;

async function main() {
  const fresh: Start[] = [];
  const first: Start[] = [];
  const again: Start[] = [];
  const postgres: Start[] = [];
  for (let i = 0; i < RUNS; i++) {
    const freshDir = tempDir();
    const dataDir = tempDir();
    try {
      fresh.push(await start({ DATA_DIR: freshDir, FORCE_WEB_BUILD: '1' }, false));
      first.push(await start({ DATA_DIR: dataDir }, true));
      again.push(await start({ DATA_DIR: dataDir }, true));
      postgres.push(
        await withDatabase((url) => start({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO: 'false' }, true)),
      );
    } finally {
      fs.rmSync(freshDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const ms = (xs: Start[]) => seconds(xs.map((x) => x.ms));
  const rss = (xs: Start[]) => megabytes(xs.map((x) => x.rss));
  const lines = [
    `npm start to the first answer of /sso/login, ${RUNS} runs (targets: ≤ 10 s with the web build, ≤ 3 s built)`,
    `web build forced + empty data directory:             ${ms(fresh)}`,
    `built, empty data directory (cluster, migrations, seed): ${ms(first)}`,
    `built, existing data directory:                      ${ms(again)}`,
    `PostgreSQL (empty database, DEMO=false):             ${ms(postgres)}`,
    '',
    `server's resident memory ${IDLE_MS / 1000} s after the first answer (targets: embedded ≤ 300 MB, PostgreSQL ≤ 150 MB)`,
    `embedded, first start (seeded):   ${rss(first)}`,
    `embedded, existing data:          ${rss(again)}`,
    `PostgreSQL, DEMO=false:           ${rss(postgres)}`,
  ];
  for (const l of lines) console.log(l);
  recordResult('bench:startup', 'npm run bench:startup', lines);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
