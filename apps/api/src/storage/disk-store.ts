import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStore, isValidKey } from './file-store.ts';

/** Files on local disk: written to a temporary name, renamed into place only when complete. */
export function diskStore(root: string): FileStore {
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  // The data directory has one server (it is locked): nothing in .tmp is in flight yet, so what
  // is there was left by a crash.
  for (const name of fs.readdirSync(tmpDir)) fs.rmSync(path.join(tmpDir, name), { force: true });
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid file key ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, source) {
      const target = pathOf(key);
      const tmp = path.join(tmpDir, randomUUID());
      const out = fs.createWriteStream(tmp, { flags: 'wx' });
      try {
        await pipeline(source, out);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(tmp, target);
      } catch (e) {
        // A stream refused early may still be opening its file: remove it only once closed.
        // (events.once would reject on the stream's own 'error', which comes first.)
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await fs.promises.rm(tmp, { force: true });
        throw e;
      }
    },
    async get(key) {
      const file = pathOf(key);
      try {
        await fs.promises.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async sweepPartial(olderThanMs) {
      let removed = 0;
      for (const name of await fs.promises.readdir(tmpDir)) {
        const file = path.join(tmpDir, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
          await fs.promises.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
