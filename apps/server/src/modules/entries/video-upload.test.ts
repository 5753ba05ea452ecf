import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { videos } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { cleanSlate, newApplicant, storedVideoFiles, uploadVideo } from '../../../test/entries';
import { ebmlVideo, isoVideo } from '../../../test/video-fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3b8a80000000049454e44ae426082', 'hex');

describe('uploading a video', () => {
  const server = useTestServer();
  let token: string;
  beforeEach(async () => {
    ({ token } = await cleanSlate(server, 'uploader'));
  });

  const expectNothingStored = async () => {
    expect(await server.db.select().from(videos)).toEqual([]);
    expect(await storedVideoFiles(server)).toEqual([]);
  };

  it.each([
    ['an MP4 (brand isom)', isoVideo(), 'mp4', 'video/mp4'],
    ['an MP4 (brand mp42)', isoVideo({ brand: 'mp42' }), 'mp4', 'video/mp4'],
    ['an MP4 (brand avc1)', isoVideo({ brand: 'avc1' }), 'mp4', 'video/mp4'],
    ['an M4V', isoVideo({ brand: 'M4V ' }), 'mp4', 'video/x-m4v'],
    ['a QuickTime MOV', isoVideo({ brand: 'qt  ' }), 'mov', 'video/quicktime'],
    ['a WebM', ebmlVideo('webm'), 'webm', 'video/webm'],
    ['a Matroska MKV', ebmlVideo('matroska'), 'mkv', 'video/matroska'],
    ['a WebM recorded live (segment of unknown size)', ebmlVideo('webm', { unknownSegmentSize: true }), 'webm', 'video/webm'],
  ])('accepts %s with 201, its size and type, and stores the bytes', async (_, bytes, type, mimeType) => {
    const response = await uploadVideo(server, token, bytes, { name: 'whatever.bin', type: 'application/octet-stream' });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ video_id: expect.stringMatching(/^[0-9a-f-]{36}$/), size: bytes.length, type });

    const [row] = await server.db.select().from(videos);
    expect(row).toMatchObject({ id: answer.video_id, size: bytes.length, type, mimeType, attachedAt: null });
    expect(row!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await storedVideoFiles(server)).toEqual([row!.storageKey]);
    expect(await readFile(path.join(server.config.dataDir, 'videos', row!.storageKey))).toEqual(bytes);
  });

  it('accepts a file of a few megabytes', async () => {
    const bytes = isoVideo({ mediaBytes: 5 * 1024 * 1024 });
    const response = await uploadVideo(server, token, bytes);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ size: bytes.length, type: 'mp4' });
  });

  const wrongType = { statusCode: 415, code: 'video_type', message: 'This file is not a video we accept. Upload an MP4, MOV, WebM or MKV file.' };
  const damaged = { statusCode: 400, code: 'video_damaged', message: 'The video file is damaged or incomplete. Export it again and upload the new file.' };
  const mp4 = isoVideo({ mediaBytes: 10_000 });
  it.each([
    ['a text file named .mp4 and declared video/mp4', Buffer.from('This is not a video, just some words.\n'.repeat(200)), wrongType],
    ['a PNG image named .mp4', PNG, wrongType],
    ['an empty file', Buffer.alloc(0), wrongType],
    ['an AAC audio file in an MP4 container (brand M4A)', isoVideo().fill(Buffer.from('M4A '), 8, 12), wrongType],
    ['an MP4 cut off in its last box', mp4.subarray(0, mp4.length - 100), damaged],
    ['an MP4 cut off inside a box header', mp4.subarray(0, mp4.length - 10_004), damaged],
    ['an MP4 with bytes after its last box', Buffer.concat([mp4, Buffer.from('junk')]), damaged],
    ['an MP4 without a movie header (moov)', Buffer.concat([mp4.subarray(0, 24), mp4.subarray(24 + 116)]), damaged],
    ['an MP4 whose box claims less than its own header', Buffer.concat([mp4.subarray(0, 24), Buffer.from([0, 0, 0, 4]), mp4.subarray(28)]), damaged],
    ['a WebM cut off inside its segment', ebmlVideo('webm').subarray(0, -5), damaged],
    ['a Matroska file cut off in its segment header', ebmlVideo('matroska').subarray(0, 90), damaged],
  ])('refuses %s with the reason, whatever its name and declared type, keeping nothing', async (_, bytes, refusal) => {
    const response = await uploadVideo(server, token, bytes, { name: 'clip.mp4', type: 'video/mp4' });
    expect(response.status).toBe(refusal.statusCode);
    expect(await response.json()).toEqual(refusal);
    await expectNothingStored();
  });

  it('answers 400 video_missing when the file is in another field, or there is no file', async () => {
    const otherField = await uploadVideo(server, token, isoVideo(), { field: 'file' });
    expect(otherField.status).toBe(400);
    expect(await otherField.json()).toMatchObject({ code: 'video_missing', message: 'Choose a video file to upload.' });

    const form = new FormData();
    form.append('video', 'not a file');
    const fieldsOnly = await server.api('/api/v2/application/video', { method: 'POST', headers: bearer(token), body: form });
    expect(fieldsOnly.status).toBe(400);
    expect(await fieldsOnly.json()).toMatchObject({ code: 'video_missing' });
    await expectNothingStored();
  });

  it.each([
    ['JSON', 'application/json', '{"video":"x"}'],
    ['raw bytes', 'application/octet-stream', Uint8Array.from(isoVideo())],
    ['plain text', 'text/plain', 'video'],
  ])('answers 415 to a body that is not multipart (%s)', async (_, contentType, body) => {
    const response = await server.api('/api/v2/application/video', { method: 'POST', headers: { ...bearer(token), 'content-type': contentType }, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
    await expectNothingStored();
  });

  it('answers 400 to multipart that breaks off in the middle of the file, keeping nothing', async () => {
    const body = `--b\r\ncontent-disposition: form-data; name="video"; filename="clip.mp4"\r\n\r\n${isoVideo().toString('latin1')}`;
    const response = await server.api('/api/v2/application/video', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.from(body, 'latin1'),
    });
    expect(response.status).toBe(400);
    await expectNothingStored();
  });

  it('answers 401 without a valid token', async () => {
    expect((await uploadVideo(server, null, isoVideo())).status).toBe(401);
    expect((await uploadVideo(server, 'not-a-token', isoVideo())).status).toBe(401);
    await expectNothingStored();
  });
});

describe('uploading many videos', () => {
  const server = useTestServer({ rateLimits: { videoUploads: 2 } });

  it('answers 429 with Retry-After once one user passes the upload limit, and stores nothing more', async () => {
    const { token } = await cleanSlate(server, 'busy-uploader');
    expect((await uploadVideo(server, token, isoVideo())).status).toBe(201);
    expect((await uploadVideo(server, token, isoVideo())).status).toBe(201);
    const limited = await uploadVideo(server, token, isoVideo());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(await server.db.select().from(videos)).toHaveLength(2);

    const { token: other } = await newApplicant(server, 'other-uploader');
    expect((await uploadVideo(server, other, isoVideo())).status).toBe(201);
  });
});
