import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applications, videos } from './tables';
import { useTestServer } from '../../../test/harness';
import { cleanSlate, entry, myApplications, newApplicant, submit, uploadedVideoId } from '../../../test/entries';
import { isoVideo } from '../../../test/video-fixtures';

const withVideo = (video_id: string, overrides: Record<string, unknown> = {}) => entry({ link_to_media: undefined, video_id, ...overrides });

describe('an entry with an uploaded video', () => {
  const server = useTestServer();
  let token: string;
  beforeEach(async () => {
    ({ token } = await cleanSlate(server, 'filmmaker'));
  });

  const expectUnknownVideo = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'validation_error',
      message: 'Some fields are invalid. Correct them and try again.',
      fields: { video_id: 'Upload the video again' },
    });
  };

  it('answers 201 with the video in place of a link, and marks the upload attached', async () => {
    const id = await uploadedVideoId(server, token, isoVideo());
    const response = await submit(server, token, withVideo(id));
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toMatchObject({ video_id: id, link_to_media: null });
    expect(await (await myApplications(server, token)).json()).toEqual([stored]);
    const [video] = await server.db.select().from(videos).where(eq(videos.id, id));
    expect(video?.attachedAt).toBeInstanceOf(Date);
  });

  it('answers 400 unknown_video for a video already attached to another entry', async () => {
    const id = await uploadedVideoId(server, token, isoVideo());
    expect((await submit(server, token, withVideo(id))).status).toBe(201);
    await expectUnknownVideo(await submit(server, token, withVideo(id, { nomination_id: 2, link_to_page: 'https://kick.com/x' })));
  });

  it('answers 400 unknown_video for another user’s upload, leaving it unattached', async () => {
    const { token: other } = await newApplicant(server, 'other');
    const theirs = await uploadedVideoId(server, other, isoVideo());
    await expectUnknownVideo(await submit(server, token, withVideo(theirs)));
    const [video] = await server.db.select().from(videos).where(eq(videos.id, theirs));
    expect(video?.attachedAt).toBeNull();
  });

  it('answers 400 unknown_video for an id nobody uploaded', async () => {
    await expectUnknownVideo(await submit(server, token, withVideo('6f1c7e9e-3f0e-4a3b-9a7e-2b1d1b1b1b1b')));
    expect(await server.db.select().from(applications)).toEqual([]);
  });

  it('attaches one upload to one of two entries sent at once', async () => {
    const id = await uploadedVideoId(server, token, isoVideo());
    const [a, b] = await Promise.all([
      submit(server, token, withVideo(id, { nomination_id: 5 })),
      submit(server, token, withVideo(id, { nomination_id: 6, link_to_page: 'https://kick.com/y' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(await server.db.select().from(applications)).toHaveLength(1);
  });
});
