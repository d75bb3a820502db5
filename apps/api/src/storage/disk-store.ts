import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStore, isValidKey } from './file-store.ts';

/** Files on local disk: written to a temporary name, renamed into place only when complete. */
export function diskStore(root: string): FileStore {
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
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
  };
}
