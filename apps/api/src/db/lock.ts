import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Owner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockDir: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8')) as Owner;
  } catch {
    return null;
  }
}

/**
 * Exclusive lock on the embedded database directory. PGlite does not lock its data directory,
 * and two processes writing to it lose data, so a second server must refuse to start.
 * mkdir is atomic; a lock left by a dead process on this host is moved aside (rename is atomic
 * too, so only one contender can take it over) and taken again.
 */
export function lockDataDir(dir: string): () => void {
  const lockDir = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.mkdirSync(lockDir);
      const owner: Owner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
      fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify(owner));
      return () => fs.rmSync(lockDir, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readOwner(lockDir);
      const stale = owner !== null && owner.hostname === os.hostname() && !alive(owner.pid);
      if (!stale) {
        const who = owner
          ? `process ${owner.pid} on ${owner.hostname} since ${owner.startedAt}`
          : 'another process';
        throw new DataDirLockedError(
          `The database directory ${dir} is in use by ${who}. Only one server may use an embedded database: stop the other one, or set DATA_DIR to another folder.`,
        );
      }
      try {
        fs.renameSync(lockDir, `${lockDir}.stale-${process.pid}-${Date.now()}`);
      } catch {
        // another process took it over first; the next mkdir tells who owns it now
      }
      for (const entry of fs.readdirSync(path.dirname(lockDir))) {
        if (entry.startsWith(`${path.basename(lockDir)}.stale-`)) {
          fs.rmSync(path.join(path.dirname(lockDir), entry), { recursive: true, force: true });
        }
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${dir}.`);
}
