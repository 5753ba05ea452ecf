import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '@awards/contracts';
import { videos } from './tables';
import { createSignedInUser } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { removeVideoFiles, storedVideoFiles, streamUpload, type StreamedUpload } from '../../../test/entries';
import { isoVideo } from '../../../test/video-fixtures';

const MB = 1024 * 1024;

/** The first bytes of an MP4 of `size` bytes: `ftyp` and `moov`, then the header of an `mdat` filling the rest. */
function mp4Head(size: number): Buffer {
  const boxes = isoVideo({ mediaBytes: 0 });
  boxes.writeUInt32BE(size - boxes.length + 8, boxes.length - 8);
  return boxes;
}

/** Runs `upload` while sampling this process's memory, which the server shares; the largest growth in bytes. */
async function peakMemoryGrowth(upload: () => Promise<StreamedUpload>): Promise<{ result: StreamedUpload; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await upload();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('the 200 MB upload limit', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await createSignedInUser(server, 'big-files@example.com'));
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(videos);
    await removeVideoFiles(server);
  });

  it('answers 413 to 200 MB + 1 byte without the server holding the file in memory, and keeps nothing', async () => {
    const size = VIDEO_MAX_BYTES + 1;
    const { result, growth } = await peakMemoryGrowth(() => streamUpload(server, token, mp4Head(size), size));
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      statusCode: 413,
      code: 'video_too_large',
      message: 'The video is larger than 200\u00a0MB. Upload a shorter clip or attach a link instead.',
    });
    expect(growth).toBeLessThan(64 * MB);
    expect(await server.db.select().from(videos)).toEqual([]);
    expect(await storedVideoFiles(server)).toEqual([]);
  });

  it('answers 413 as soon as the limit is passed, while the client is still sending, and closes the connection', async () => {
    const size = 2 * VIDEO_MAX_BYTES;
    const result = await streamUpload(server, token, mp4Head(size), size);
    expect(result.status).toBe(413);
    expect(result.fileBytesSent).toBeLessThan(VIDEO_MAX_BYTES + 64 * MB);
    expect(result.connectionClosed).toBe(true);
    expect(await storedVideoFiles(server)).toEqual([]);
  });

  it('accepts a file of exactly 200 MB', async () => {
    const { result, growth } = await peakMemoryGrowth(() => streamUpload(server, token, mp4Head(VIDEO_MAX_BYTES), VIDEO_MAX_BYTES));
    expect(result.status).toBe(201);
    expect(JSON.parse(result.body)).toMatchObject({ size: VIDEO_MAX_BYTES, type: 'mp4' });
    expect(growth).toBeLessThan(64 * MB);
    expect(await storedVideoFiles(server)).toHaveLength(1);
  });

  it('refuses a large file that is not a video from its first bytes, closing the connection instead of reading the rest', async () => {
    const size = VIDEO_MAX_BYTES;
    const result = await streamUpload(server, token, Buffer.from('just text, named big.mp4\n'.repeat(200)), size);
    expect(result.status).toBe(415);
    expect(result.fileBytesSent).toBeLessThan(64 * MB);
    expect(result.connectionClosed).toBe(true);
    expect(await storedVideoFiles(server)).toEqual([]);
  });
});
