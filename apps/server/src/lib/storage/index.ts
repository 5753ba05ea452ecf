import path from 'node:path';
import type { Config } from '../../config';
import { folderStorage } from './folder-storage';
import type { ObjectStorage } from './object-storage';

export type { ObjectStorage } from './object-storage';

/** The server's storage: uploaded videos and content images, each in a folder of DATA_DIR or under a prefix of the S3 bucket. */
export interface Storage {
  videos: ObjectStorage;
  assets: ObjectStorage;
  /** Lets go of the connections to the bucket. */
  close(): void;
  /** With a bucket: resolves when it answers, rejects when it does not or `signal` aborts first. */
  probe?: (signal: AbortSignal) => Promise<void>;
}

/** The S3 bucket when S3_BUCKET is set, so that several servers share one; DATA_DIR otherwise. */
export async function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) {
    return { videos: folderStorage(path.join(config.dataDir, 'videos')), assets: folderStorage(path.join(config.dataDir, 'assets')), close: () => {} };
  }
  // The AWS SDK is loaded for a bucket only: a server on DATA_DIR starts without it.
  const { bucketAnswers, bucketStorage, s3Client } = await import('./bucket-storage');
  const client = s3Client(config.s3);
  const { bucket } = config.s3;
  return {
    videos: bucketStorage(client, bucket, 'videos/'),
    assets: bucketStorage(client, bucket, 'assets/'),
    close: () => client.destroy(),
    probe: bucketAnswers(client, bucket),
  };
}
