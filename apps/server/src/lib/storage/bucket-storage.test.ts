import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/s3-server';
import { bucketStorage, s3Client } from './bucket-storage';
import type { ObjectStorage } from './object-storage';

const MB = 1024 * 1024;

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

/** `count` megabytes, the n-th all of byte n. */
async function* megabytes(count: number) {
  for (let i = 0; i < count; i++) yield Buffer.alloc(MB, i);
}

/** As an upload the client broke off after `count` megabytes. */
async function* failingAfter(count: number) {
  yield* megabytes(count);
  throw new Error('the upload broke off');
}

describe('the storage in an S3 bucket', () => {
  let s3: S3Server;
  let storage: ObjectStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = s3.env;
    storage = bucketStorage(
      s3Client({ bucket: S3_BUCKET, region: 'us-east-1', endpoint: S3_ENDPOINT, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, forcePathStyle: true }),
      s3.bucket,
      'videos/',
    );
  });
  afterAll(() => s3?.close());

  it('stores a stream under a new key and its prefix, gives it back whole or by range, and removes it', async () => {
    const { key, size } = await storage.put(chunks('moov ', 'mdat'));
    expect(size).toBe(9);
    expect(await s3.keys()).toEqual([`videos/${key}`]);
    expect(await text(await storage.open(key))).toBe('moov mdat');
    expect(await text(await storage.open(key, { start: 2, end: 6 }))).toBe('ov md');
    await storage.remove(key);
    expect(await s3.keys()).toEqual([]);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.open(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('streams a file larger than a part up in parts and reads a range across them back', async () => {
    const { key, size } = await storage.put(megabytes(6));
    expect(size).toBe(6 * MB);
    expect([...(await buffer(await storage.open(key, { start: 5 * MB - 1, end: 5 * MB + 1 })))]).toEqual([4, 5, 5]);
    await storage.remove(key);
  });

  it('keeps nothing in the bucket when the source fails, aborting the multipart upload it began, and passes on the source’s error', async () => {
    const before = s3.requests.length;
    await expect(storage.put(failingAfter(0))).rejects.toThrow('the upload broke off');
    await expect(storage.put(failingAfter(7))).rejects.toThrow('the upload broke off');
    const made = s3.requests.slice(before);
    expect(made.filter((request) => request.startsWith('POST') && request.includes('?uploads'))).toHaveLength(1);
    expect(made.filter((request) => request.startsWith('DELETE') && request.includes('uploadId='))).toHaveLength(1);
    expect(await s3.keys()).toEqual([]);
  });

  it('refuses a key it did not make, so no object outside its prefix can be named', async () => {
    await expect(storage.open('../assets/x')).rejects.toThrow('not a storage key');
    await expect(storage.remove('../../other-bucket/x')).rejects.toThrow('not a storage key');
  });
});
