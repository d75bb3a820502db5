import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

/**
 * Every worker runs its journeys against a portal of its own: `npm start` on a fresh embedded data
 * directory and port, so journeys in different workers never see each other's data (drafts, sends,
 * selections, e-mails) and the suite can run in parallel. Inside one worker the journeys run one
 * after another on one portal, as the whole suite did before.
 */
type Portal = { url: string; dataDir: string };

const root = path.resolve(import.meta.dirname, '../..');

let current: Portal | undefined;
/** This worker's portal, for helpers that get no fixtures (auth.ts). */
export function currentPortal(): Portal {
  if (!current) throw new Error('no portal started in this worker');
  return current;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output()}`);
    const status = await fetch(`${url}/sso/login`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the portal did not answer on ${url} within 180 s:\n${output()}`);
}

/** Ends the whole `npm start` process group (npm, its shell, the server), as the webServer did. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export const test = base.extend<{ dataDir: string }, { portal: Portal }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      // The first worker keeps E2E_PORT (each checkout's own), the others take any free port.
      const port = workerInfo.parallelIndex === 0 ? Number(process.env.E2E_PORT ?? 8181) : await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${workerInfo.parallelIndex}-`));
      let output = '';
      const child = spawn('npm', ['start'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.stdout!.on('data', (c) => (output += c));
      child.stderr!.on('data', (c) => (output += c));
      const url = `http://localhost:${port}`;
      try {
        await waitUntilServing(url, child, () => output);
        current = { url, dataDir };
        await use(current);
      } finally {
        current = undefined;
        await stop(child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  dataDir: async ({ portal }, use) => use(portal.dataDir),
});

export { expect } from '@playwright/test';
