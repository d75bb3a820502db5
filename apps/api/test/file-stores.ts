import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { diskStore } from '../src/storage/disk-store.ts';
import type { FileStore } from '../src/storage/index.ts';
import { s3Store } from '../src/storage/s3-store.ts';

export type TestStore = { store: FileStore; count: () => Promise<number>; close: () => Promise<void> };
export type DiskTestStore = TestStore & { root: string; list: () => string[] };

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The disk back end on a temporary folder; `count` sees stray temporary files too. */
export function diskTestStore(): DiskTestStore {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  return {
    root,
    /** Every file under the store's folder (stray temporary files included), sorted. */
    list: () => filesUnder(root).sort(),
    store: diskStore(root),
    count: async () => filesUnder(root).length,
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The S3 back end against a real S3-protocol server (s3rver) started for the test. */
export async function s3TestStore(): Promise<TestStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: !process.env.S3RVER_LOG, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const bucket = 'portal-test';
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    store: s3Store({ endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...credentials }),
    count: async () => (await client.send(new ListObjectsV2Command({ Bucket: bucket }))).KeyCount ?? 0,
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
