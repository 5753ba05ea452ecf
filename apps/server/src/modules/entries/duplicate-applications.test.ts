import { beforeEach, describe, expect, it } from 'vitest';
import { applications } from './tables';
import { useTestServer } from '../../../test/harness';
import { cleanSlate, entry, newApplicant, submit, uploadedVideoId } from '../../../test/entries';
import { isoVideo } from '../../../test/video-fixtures';

const duplicate = {
  statusCode: 409,
  code: 'duplicate_application',
  message: 'You have already sent an application with this streamer or this video in this nomination.',
};

describe('the same entry twice', () => {
  const server = useTestServer();
  let token: string;
  beforeEach(async () => {
    ({ token } = await cleanSlate(server, 'keen'));
    expect((await submit(server, token, entry({ link_to_page: 'https://twitch.tv/Lena', link_to_media: 'https://youtu.be/first' }))).status).toBe(201);
  });

  it.each([
    'https://twitch.tv/Lena',
    'https://www.Twitch.tv/Lena/',
    'HTTPS://TWITCH.TV/Lena#videos',
    'http://twitch.tv:80/Lena',
    'https://twitch.tv:443/Lena//',
  ])('answers 409 duplicate_application for the same streamer page written as %s', async (page) => {
    const response = await submit(server, token, entry({ link_to_page: page, link_to_media: 'https://youtu.be/second' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(duplicate);
    expect(await server.db.select().from(applications)).toHaveLength(1);
  });

  it('answers 409 for the same media link with another page', async () => {
    const response = await submit(server, token, entry({ link_to_page: 'https://kick.com/other', link_to_media: 'https://www.youtu.be/first/' }));
    expect(response.status).toBe(409);
  });

  it('takes the same page in another nomination, another page, and the same page from another user', async () => {
    expect((await submit(server, token, entry({ link_to_page: 'https://twitch.tv/Lena', link_to_media: 'https://youtu.be/2', nomination_id: 2 }))).status).toBe(201);
    expect((await submit(server, token, entry({ link_to_page: 'https://twitch.tv/lena2', link_to_media: 'https://youtu.be/3' }))).status).toBe(201);
    const { token: friend } = await newApplicant(server, 'friend');
    expect((await submit(server, friend, entry({ link_to_page: 'https://twitch.tv/Lena', link_to_media: 'https://youtu.be/first' }))).status).toBe(201);
  });

  it('answers 409 for the same video bytes uploaded twice, even under another page', async () => {
    const bytes = isoVideo({ mediaBytes: 1000 });
    const first = await uploadedVideoId(server, token, bytes);
    const again = await uploadedVideoId(server, token, bytes);
    expect((await submit(server, token, entry({ link_to_page: 'https://kick.com/a', link_to_media: undefined, video_id: first }))).status).toBe(201);
    const response = await submit(server, token, entry({ link_to_page: 'https://kick.com/b', link_to_media: undefined, video_id: again }));
    expect(response.status).toBe(409);
    // The refused entry leaves its upload free for another try.
    expect((await submit(server, token, entry({ link_to_page: 'https://kick.com/b', link_to_media: undefined, video_id: again, nomination_id: 4 }))).status).toBe(201);
  });

  it('stores one of many identical entries sent at once, answering the others 409', async () => {
    const body = entry({ link_to_page: 'https://twitch.tv/rush', link_to_media: 'https://youtu.be/rush' });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => submit(server, token, body).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await server.db.select().from(applications)).toHaveLength(2);
  });
});
