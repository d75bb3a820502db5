import path from 'node:path';
import type { Config } from '../config.ts';
import { diskStore } from './disk-store.ts';
import type { FileStore } from './file-store.ts';
import { s3Store } from './s3-store.ts';

export type { FileStore } from './file-store.ts';

export function createFileStore(config: Config): FileStore {
  return config.storage.kind === 's3'
    ? s3Store(config.storage)
    : diskStore(path.join(config.dataDir, 'files'));
}
