import { readdir } from 'node:fs/promises';
import { inspect } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { startS3Server, type S3Server } from '../../../test/s3-server';
import { createStaffMember } from '../../../test/staff';
import { isoVideo } from '../../../test/video-fixtures';
import { buildApp } from '../../app';
import { uploadedVideoId, uploadVideo } from '../../../test/entries';
import { applicantFor, enter } from '../../../test/review';
import { signedClipUrl } from '../../modules/entries/clip-signature';
import { contentAssets } from '../../modules/content/tables';
import { videos } from '../../modules/entries/tables';

const MB = 1024 * 1024;

describe('a server with S3_BUCKET set', () => {
  let s3: S3Server;
  let server: TestServer;
  let applicant: { id: number; token: string };
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ env: s3.env });
    applicant = await applicantFor(server, 'bucket-applicant');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const storageKeyOf = async (id: string) => (await server.db.select({ key: contentAssets.storageKey }).from(contentAssets).where(eq(contentAssets.id, id)))[0]?.key;

  it('moves the seeded images into the bucket as it starts, and serves them from there', async () => {
    const key = await storageKeyOf('judge-1');
    expect(await s3.keys('assets/')).toContain(`assets/${key}`);
    const response = await server.api('/content/assets/judge-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('viewBox=');
  });

  it('streams an uploaded video into the bucket, larger than one part, and plays a range of it back', async () => {
    const video = isoVideo({ mediaBytes: 6 * MB });
    const videoId = await uploadedVideoId(server, applicant.token, video);
    const [row] = await server.db.select().from(videos).where(eq(videos.id, videoId));
    expect(await s3.keys('videos/')).toEqual([`videos/${row!.storageKey}`]);

    const entry = await enter(server, applicant.id, { media: { videoId } });
    const response = await server.api(signedClipUrl(server.config.jwtSecret, entry.id), { headers: { range: `bytes=${5 * MB - 2}-${5 * MB + 1}` } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${5 * MB - 2}-${5 * MB + 1}/${video.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(video.subarray(5 * MB - 2, 5 * MB + 2));
  });

  it('keeps an uploaded content image in the bucket and serves it at its public address', async () => {
    const { staffToken } = await createStaffMember(server, 'bucket-organiser@awards.test', ['organiser']);
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } }).png().toBuffer();
    form.append('image', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await server.api('/api/v2/backstage/content/images?slot=logo', { method: 'POST', headers: bearer(staffToken), body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    expect(await s3.keys('assets/')).toContain(`assets/${await storageKeyOf(id)}`);
    const served = await server.api(`/content/assets/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 });
  });

  it('keeps no upload in DATA_DIR', async () => {
    expect((await readdir(server.config.dataDir)).filter((name) => name === 'videos' || name === 'assets')).toEqual([]);
  });

  it('keeps nothing in the bucket of an upload that fails, aborting the multipart upload it began', async () => {
    const before = { keys: await s3.keys(), requests: s3.requests.length };
    const refused = await uploadVideo(server, applicant.token, Buffer.from('This is not a video.\n'.repeat(100)));
    expect(refused.status).toBe(415);
    // Six megabytes of a video, then the form ends without its closing boundary.
    const head = `--b\r\ncontent-disposition: form-data; name="video"; filename="clip.mp4"\r\n\r\n`;
    const broken = await server.api('/api/v2/application/video', {
      method: 'POST',
      headers: { ...bearer(applicant.token), 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.concat([Buffer.from(head), isoVideo({ mediaBytes: 6 * MB })]),
    });
    expect(broken.status).toBe(400);
    expect(s3.requests.slice(before.requests).filter((request) => request.startsWith('DELETE') && request.includes('uploadId='))).toHaveLength(1);
    expect(await s3.keys()).toEqual(before.keys);
  });

  it('does not start when the bucket refuses its credentials, and never names the secret', async () => {
    const secret = 'a-secret-the-bucket-does-not-know-0123456789';
    const config = { ...server.config, s3: { ...server.config.s3!, accessKeyId: 'UNKNOWN-KEY', secretAccessKey: secret } };
    await server.db.insert(contentAssets).values({ id: 'bucket-refused', filename: 'refused.svg', contentType: 'image/svg+xml', body: Buffer.from('<svg/>') });
    const starting = await buildApp({ config, database: { ...server.database, close: async () => undefined } });
    try {
      const error = await starting.ready().then(() => undefined, (failure: unknown) => failure);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^content images could not be moved into storage: /);
      expect(inspect(error, { depth: 10 })).not.toContain(secret);
    } finally {
      await starting.close();
      await server.db.delete(contentAssets).where(eq(contentAssets.id, 'bucket-refused'));
    }
  });
});
