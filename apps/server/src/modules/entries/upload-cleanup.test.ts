import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from './tables';
import { createSignedInUser } from '../../../test/accounts';
import { buildApp } from '../../app';
import { startTestServer, type TestServer } from '../../../test/harness';
import { entry, storedVideoFiles, submit, uploadedVideoId } from '../../../test/entries';
import { removeUnattachedVideos } from './upload-cleanup';
import { isoVideo } from '../../../test/video-fixtures';

const HOUR = 60 * 60 * 1000;

describe('uploads no application takes', () => {
  let server: TestServer;
  let token: string;
  const backdate = (ids: string[], hours: number) =>
    server.db.update(videos).set({ createdAt: new Date(Date.now() - hours * HOUR) }).where(inArray(videos.id, ids));
  const sweep = () => removeUnattachedVideos(server.db, server.app.storage.videos, server.app.log);
  const storageKey = async (id: string) => (await server.db.select().from(videos).where(eq(videos.id, id)))[0]?.storageKey;

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await createSignedInUser(server, 'forgetful@example.com'));
  });
  afterAll(() => server.close());

  it('are removed, rows and files, once 24 hours have passed; attached or newer ones stay', async () => {
    const stale = await uploadedVideoId(server, token, isoVideo({ mediaBytes: 1 }));
    const fresh = await uploadedVideoId(server, token, isoVideo({ mediaBytes: 2 }));
    const attached = await uploadedVideoId(server, token, isoVideo({ mediaBytes: 3 }));
    expect((await submit(server, token, entry({ link_to_media: undefined, video_id: attached }))).status).toBe(201);
    await backdate([stale, attached], 25);
    await backdate([fresh], 23);
    const [freshKey, attachedKey] = [await storageKey(fresh), await storageKey(attached)];

    expect(await sweep()).toBe(1);

    const left = await server.db.select({ id: videos.id }).from(videos);
    expect(left.map((v) => v.id).sort()).toEqual([fresh, attached].sort());
    expect((await storedVideoFiles(server)).sort()).toEqual([freshKey, attachedKey].sort());
    expect(await sweep()).toBe(0);
  });

  it('are swept when a server starts on the database', async () => {
    const stale = await uploadedVideoId(server, token, isoVideo({ mediaBytes: 5 }));
    await backdate([stale], 30);
    const starting = await buildApp({ config: server.config, database: { ...server.database, close: async () => undefined } });
    try {
      await starting.ready();
      await expect.poll(async () => storageKey(stale)).toBeUndefined();
    } finally {
      await starting.close();
    }
  });

  it('can no longer be attached once 24 hours have passed, even before the sweep', async () => {
    const late = await uploadedVideoId(server, token, isoVideo({ mediaBytes: 4 }));
    await backdate([late], 24.1);
    const response = await submit(server, token, entry({ link_to_page: 'https://kick.com/late', link_to_media: undefined, video_id: late }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { video_id: 'Upload the video again' } });
  });
});
