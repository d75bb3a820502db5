// bench:startup — embedded cold start: `npm start` on an installed tree (web app already built),
// from spawning the command to the first answer of the sign-in page, on an empty data directory
// (cluster from the install-time template, migrations, demo seed) and again on the same directory.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordResult } from './results.ts';
import { ROOT } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      const answered = await fetch(`http://localhost:${port}/sso/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  execSync('node scripts/build-web-if-stale.mjs', { cwd: ROOT, stdio: 'inherit' });
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-startup-'));
    try {
      first.push(await timeToFirstAnswer(dataDir));
      again.push(await timeToFirstAnswer(dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const fmt = (xs: number[]) =>
    `median ${(median(xs) / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;
  const lines = [
    `npm start to the first answer of /sso/login, web app already built, ${RUNS} runs (target ≤ 10 s)`,
    `empty data directory (new cluster, migrations, demo seed): ${fmt(first)}`,
    `existing data directory:                                   ${fmt(again)}`,
  ];
  for (const l of lines) console.log(l);
  recordResult('bench:startup', 'npm run bench:startup', lines);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
