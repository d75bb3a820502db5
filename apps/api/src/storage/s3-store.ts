import type { Readable } from 'node:stream';
import { type FileStore, isValidKey } from './file-store.ts';

export type S3Options = {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

// The SDK is ~30 MB of resident memory: loaded on the first use of a bucket, not by every server.
async function loadSdk(options: S3Options) {
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new s3.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  return { ...s3, Upload, client };
}

/** Files in any S3-compatible bucket; uploads stream in parts and are aborted on failure. */
export function s3Store(options: S3Options): FileStore {
  let sdk: ReturnType<typeof loadSdk> | undefined;
  const load = () => {
    sdk ??= loadSdk(options);
    return sdk;
  };
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid file key ${key}`);
    return key;
  };
  return {
    kind: 's3',
    async put(key, source, contentType) {
      const { Upload, DeleteObjectCommand, client } = await load();
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: source, ContentType: contentType },
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (e) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw e;
      }
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey, client } = await load();
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand, client } = await load();
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
