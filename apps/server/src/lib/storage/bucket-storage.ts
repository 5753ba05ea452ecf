import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { checkedKey, counted, newStorageKey, type ObjectStorage } from './object-storage';

/**
 * Parts of a multipart upload sent at once (5 MB each, the least S3 takes): a 200 MB video passes
 * through about 10 MB of memory, and a slow bucket slows the client's upload instead.
 */
const PARTS_IN_FLIGHT = 2;

/**
 * Connections to the bucket one server holds at once. A clip being played holds one for as long as
 * its viewer downloads it: the SDK's default of 50 would queue the 51st viewer's first byte.
 */
const CONNECTIONS = 1000;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestHandler: { httpAgent: { maxSockets: CONNECTIONS }, httpsAgent: { maxSockets: CONNECTIONS } },
    // Checksums only where S3 requires them: many S3-compatible servers refuse or mishandle the
    // ones the SDK adds by default, and TLS already guards the bytes on their way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects under `prefix` (`videos/`, `assets/`) in `bucket`: streamed up in parts, read back whole or by range. */
export function bucketStorage(client: S3Client, bucket: string, prefix: string): ObjectStorage {
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  return {
    async put(source) {
      const key = newStorageKey();
      const { bytes, size } = counted(source);
      const body = Readable.from(bytes);
      const upload = new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: body }, queueSize: PARTS_IN_FLIGHT });
      try {
        await upload.done();
      } catch (error) {
        // The upload aborts a multipart upload it began, so the bucket keeps no part. The caller
        // must see the source's own error (a video too large stays a 413), not the upload's or
        // the abort's; and a source the bucket stopped taking is released.
        body.destroy();
        throw body.errored ?? error;
      }
      return { key, size: size() };
    },
    async open(key, range) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range: range && `bytes=${range.start}-${range.end}` }));
      // In Node the body is the response's own stream.
      return object.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/** Resolves when the bucket answers HeadBucket (which the credentials' s3:ListBucket allows): the readiness probe's. */
export function bucketAnswers(client: S3Client, bucket: string): (signal: AbortSignal) => Promise<void> {
  return async (signal) => void (await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal }));
}
