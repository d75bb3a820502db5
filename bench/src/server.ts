import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; pid: number; process: ChildProcess; stop: () => Promise<void> };

/** Starts the real API (embedded mode unless env says otherwise) on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = String(20000 + Math.floor(Math.random() * 20000));
  // As `npm start` runs it (package.json): the entry and its V8 flags.
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=8', '--liftoff-only', 'apps/api/server.mjs'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Portal ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real sign-on form and returns the bearer token. */
export async function signIn(baseUrl: string, username: string, password = 'Demo.2026'): Promise<string> {
  const res = await fetch(`${baseUrl}/sso/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, service: `${baseUrl}/` }),
  });
  const ticket = new URL(res.headers.get('location') ?? '', baseUrl).searchParams.get('ticket');
  if (!ticket) throw new Error(`sign-in failed: ${res.status}`);
  return ticket;
}

/** Resident memory of a process in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * The server's resident memory from a settled start (after a GC, if exposed, and half a second),
 * sampled every 20 ms until `stop`, which answers the peak (a last sample included).
 */
export async function rssPeak(pid: number) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  return {
    before,
    stop: () => {
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(pid));
      return peak;
    },
  };
}
