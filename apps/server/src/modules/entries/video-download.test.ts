import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { uploadedVideoId } from '../../../test/entries';
import { ebmlVideo, isoVideo } from '../../../test/video-fixtures';

describe('downloading an uploaded video', () => {
  let server: TestServer;
  let owner: string;
  let stranger: string;
  const mp4 = isoVideo({ mediaBytes: 300_000 });
  const download = (id: string, token?: string) => server.api(`/api/v2/application/video/${id}`, { headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    server = await startTestServer();
    ({ token: owner } = await createSignedInUser(server, 'owner@example.com'));
    ({ token: stranger } = await createSignedInUser(server, 'stranger@example.com'));
  });
  afterAll(() => server.close());

  it('gives the owner the file as an attachment of its sniffed type, never to be sniffed again', async () => {
    const id = await uploadedVideoId(server, owner, mp4);
    const response = await download(id, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${id}.mp4"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(mp4.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(mp4);
  });

  it('names the file after the type found in its bytes, whatever name it was uploaded with', async () => {
    const id = await uploadedVideoId(server, owner, ebmlVideo('webm'));
    const response = await download(id, owner);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${id}.webm"`);
  });

  it('answers 404 to anyone else, as for a video that does not exist', async () => {
    const id = await uploadedVideoId(server, owner, mp4);
    const someoneElses = await download(id, stranger);
    expect(someoneElses.status).toBe(404);
    const missing = await download('00000000-0000-4000-8000-000000000000', stranger);
    expect(missing.status).toBe(404);
    expect(await someoneElses.json()).toEqual(await missing.json());
  });

  it.each(['not-a-uuid', '..%2F..%2Fjwt-secret', '12345'])('answers 404 to the id %s', async (id) => {
    expect((await download(id, owner)).status).toBe(404);
  });

  it('answers 401 without a valid token', async () => {
    const id = await uploadedVideoId(server, owner, mp4);
    expect((await download(id)).status).toBe(401);
    expect((await download(id, 'forged')).status).toBe(401);
  });
});
