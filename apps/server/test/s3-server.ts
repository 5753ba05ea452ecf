import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const BUCKET = 'awards-test';
/** s3rver's one account: it refuses any other key id (it does not check a request's signature, though). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3 server (s3rver) on a free loopback port, keeping its objects in a temp dir, with one
 * empty bucket. `env` points a test server at it; `close` stops it and deletes everything.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'awards-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver keeps the parts of a multipart upload apart and cannot abort one, so the tests see an abort by the request asking it.
  const requests: string[] = [];
  server.httpServer.prependListener('request', (request: { method?: string; url?: string }) => requests.push(`${request.method} ${request.url}`));
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });

  return {
    bucket: BUCKET,
    /** The S3_ variables of a server storing in this bucket. */
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey, S3_FORCE_PATH_STYLE: 'true' },
    /** Every request the server received so far, as `METHOD /path?query`. */
    requests,
    /** The keys of the objects in the bucket (under `prefix`), sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
