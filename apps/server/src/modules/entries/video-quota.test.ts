import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { videos } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { isoVideo } from '../../../test/video-fixtures';
import { cleanSlate, entry, newApplicant, setApplicationWindow, storedVideoFiles, submit, uploadVideo, uploadedVideoId } from '../../../test/entries';

const DAY = 24 * 60 * 60 * 1000;
/** Room for one of the test's videos, not two. */
const QUOTA = 100_000;
const video = (n = 0) => isoVideo({ mediaBytes: 60_000 + n });

const quotaMessage =
  'Os vídeos que você enviou e que ainda não estão em nenhuma inscrição não deixam espaço para este. Envie as inscrições que os usam ou aguarde: vídeos não usados são removidos 24 horas após o envio.';

/** The answer to an upload declaring `length` bytes of which the client sends none: only a refusal from the declared length comes. */
function answerBeforeAnyBody(server: ReturnType<typeof useTestServer>, token: string, length: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(new URL('/api/v2/application/video', server.url), {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=b', 'content-length': length },
      timeout: 5000,
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer before the body was sent')));
    req.on('error', reject);
    req.flushHeaders();
  });
}

/** An MP4 of `size` bytes sent in chunks without a declared length, as a client streaming a recording might. */
function uploadWithoutLength(server: ReturnType<typeof useTestServer>, token: string, size: number) {
  const boundary = 'quota-boundary';
  const head = Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="long.mp4"\r\ncontent-type: video/mp4\r\n\r\n`), isoVideo({ mediaBytes: size })]);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < head.length; start += 16_384) controller.enqueue(head.subarray(start, start + 16_384));
      controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  return server.api('/api/v2/application/video', {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'PT' },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('the room for uploads no entry uses yet', () => {
  const server = useTestServer({ tweakConfig: (config) => void (config.unattachedVideoBytes = QUOTA) });
  let token: string;
  beforeEach(async () => {
    ({ token } = await cleanSlate(server, 'quota'));
    await setApplicationWindow(server.db, { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) });
  });

  it('refuses an upload declaring more than the room left with 413 video_quota before reading it, and makes room once an entry uses a video', async () => {
    const first = await uploadedVideoId(server, token, video());
    const [firstKey] = await storedVideoFiles(server);

    const refused = await answerBeforeAnyBody(server, token, video(1).length + 200);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 413, code: 'video_quota', message: expect.stringContaining('24 hours') });
    expect(await server.db.select().from(videos)).toHaveLength(1);
    expect(await storedVideoFiles(server)).toEqual([firstKey]);

    expect((await submit(server, token, entry({ link_to_media: undefined, video_id: first }))).status).toBe(201);
    expect((await uploadVideo(server, token, video(2))).status).toBe(201);
  });

  it('stops an upload without a declared length once its bytes pass the room, keeping nothing of it, in the language of the request', async () => {
    await uploadedVideoId(server, token, video());
    const [firstKey] = await storedVideoFiles(server);
    const refused = await uploadWithoutLength(server, token, 60_000);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ statusCode: 413, code: 'video_quota', message: quotaMessage });
    expect(await server.db.select().from(videos)).toHaveLength(1);
    expect(await storedVideoFiles(server)).toEqual([firstKey]);
  });

  it('takes one of two uploads finishing together when the room fits one, and keeps nothing of the other', async () => {
    const statuses = await Promise.all([video(3), video(4)].map(async (bytes) => (await uploadVideo(server, token, bytes)).status));
    expect(statuses.sort()).toEqual([201, 413]);
    const stored = await server.db.select().from(videos);
    expect(stored).toHaveLength(1);
    expect(await storedVideoFiles(server)).toEqual([stored[0]!.storageKey]);
  });

  it('is each account’s own', async () => {
    await uploadedVideoId(server, token, video());
    const other = await newApplicant(server, 'quota-other');
    expect((await uploadVideo(server, other.token, video(5))).status).toBe(201);
  });
});
