import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStore, isValidKey } from './file-store.ts';

export type S3Options = {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};

/** Files in any S3-compatible bucket; uploads stream in parts and are aborted on failure. */
export function s3Store(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid file key ${key}`);
    return key;
  };
  return {
    kind: 's3',
    async put(key, source, contentType) {
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
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}
