import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';
import { subjects } from '../src/db/schema.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');
const temps: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  temps.push(d);
  return d;
};
afterEach(() => {
  for (const d of temps.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function runServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/none',
      },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Only for the embedded database; there is nothing to lock on PostgreSQL.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('embedded database directory lock', () => {
  it('a second server on the same data directory refuses to start with a clear message', async () => {
    const dataDir = tempDir();
    const first = await openPglite(path.join(dataDir, 'db'));
    try {
      const second = await runServer(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`is in use by process ${process.pid}`);
      expect(second.output).toContain('Only one server may use an embedded database');
    } finally {
      await first.close();
    }
  });

  it('keeps committed data across a restart and releases the lock on close', async () => {
    const dir = path.join(tempDir(), 'db');
    const a = await openPglite(dir);
    await a.db.insert(subjects).values({
      id: 'X1',
      denominazione: 'PERSISTENTE S.R.L.',
      codiceFiscale: '01234567890',
      naturaGiuridica: 'SR',
      statoAttivita: 'A',
    });
    await a.close();
    const b = await openPglite(dir);
    const rows = await b.db.select().from(subjects).where(eq(subjects.id, 'X1'));
    expect(rows.map((r) => r.denominazione)).toEqual(['PERSISTENTE S.R.L.']);
    await b.close();
  });

  it('a lock held in this process cannot be taken twice', () => {
    const dir = path.join(tempDir(), 'db');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('a lock left by a process that died is taken over', () => {
    const dir = path.join(tempDir(), 'db');
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.mkdirSync(`${dir}.lock`, { recursive: true });
    fs.writeFileSync(
      path.join(`${dir}.lock`, 'owner.json'),
      JSON.stringify({ pid: Number(dead), hostname: os.hostname(), startedAt: new Date().toISOString() }),
    );
    const release = lockDataDir(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(`${dir}.lock`, 'owner.json'), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
