import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_REASONS, EntryDetail, EntryPage, LANGUAGE_CODES, isPublicHttpUrl, type LanguageCode } from '@awards/contracts';
import { createVoters } from '../../../test/voters';
import { applications, videos } from '../../modules/entries/tables';
import { users } from '../../modules/users/tables';
import { bearer } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { seasonTimeline } from '../season-timeline';
import { DEMO_CLIP } from './demo-clip';
import { DEMO_ENTRY_COUNT, seedEntries } from '.';

describe('the demo entries of the applications scenario', () => {
  let server: TestServer;
  let organiser: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ staffToken: organiser } = await createStaffMember(server, 'demo-organiser@awards.test', ['organiser']));
  });
  afterAll(() => server.close());

  const get = async <T>(path: string, schema: { parse(value: unknown): T }) => {
    const response = await server.api(path, { headers: bearer(organiser) });
    expect(response.status).toBe(200);
    return schema.parse(await response.json());
  };
  const demoApplicants = () =>
    server.db.select({ id: users.id, language: users.language }).from(users).where(like(users.email, '%@example.com')).orderBy(asc(users.id)) as Promise<{ id: number; language: LanguageCode }[]>;
  /** The demo entries again, as a fresh database with a data directory would have them. */
  const reseed = async (now: Date, withVideos: boolean) => {
    await server.db.delete(applications);
    await server.db.delete(videos);
    return seedEntries(server.db, seasonTimeline('applications', now), await demoApplicants(), now, withVideos ? server.app.storage.videos : undefined);
  };

  it('fill the queue with about forty entries in every state, some past the promise, in the four languages', async () => {
    const queue = await get('/api/v2/backstage/entries?page_size=200', EntryPage);
    expect(queue.total).toBe(DEMO_ENTRY_COUNT);
    const count = (status: string) => queue.items.filter((row) => row.status === status).length;
    expect([count('in_progress'), count('approved'), count('declined')]).toEqual([20, 10, 10]);
    expect(queue.overdue_count).toBeGreaterThanOrEqual(5);
    expect(new Set(queue.items.map((row) => row.language))).toEqual(new Set(LANGUAGE_CODES));
    for (const row of queue.items) {
      expect(isPublicHttpUrl(row.link_to_page)).toBe(true);
      expect(row.applicant_email).toMatch(/@example\.com$/);
    }
    const declined = await Promise.all(queue.items.filter((row) => row.status === 'declined').map((row) => get(`/api/v2/backstage/entries/${row.id}`, EntryDetail)));
    expect(new Set(declined.map((page) => page.decision?.reason))).toEqual(new Set(DECLINE_REASONS));
  });

  it('name some streamer pages more than once, and give each kind of player something to play', async () => {
    const { items } = await get('/api/v2/backstage/entries?page_size=200', EntryPage);
    const pages = await Promise.all(items.map((row) => get(`/api/v2/backstage/entries/${row.id}`, EntryDetail)));
    expect(pages.filter((page) => page.same_streamer.length > 0).length).toBeGreaterThan(20);
    const players = new Set(pages.map((page) => (page.clip.kind === 'embed' ? page.clip.provider : page.clip.kind)));
    expect(players).toEqual(new Set(['youtube', 'twitch', 'kick', 'link']));
  });

  it('with a data directory, have uploaded videos that play in the backstage and that an upload would accept', async () => {
    await reseed(new Date(), true);
    const { items } = await get('/api/v2/backstage/entries?page_size=200', EntryPage);
    const withVideo = items.filter((row) => row.has_video);
    expect(withVideo).toHaveLength(5);
    const page = await get(`/api/v2/backstage/entries/${withVideo[0]!.id}`, EntryDetail);
    expect(page.clip).toMatchObject({ kind: 'video', mime_type: 'video/webm' });
    const clip = await server.api(page.clip.url);
    expect(clip.status).toBe(200);
    expect(Buffer.from(await clip.arrayBuffer())).toEqual(DEMO_CLIP);

    const [uploader] = await createVoters(server.db, server.config, 1, 'demo-uploader');
    const form = new FormData();
    form.append('video', new Blob([Uint8Array.from(DEMO_CLIP)], { type: 'video/webm' }), 'demo.webm');
    const upload = await server.api('/api/v2/application/video', { method: 'POST', headers: bearer(uploader!.token), body: form });
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({ type: 'webm', size: DEMO_CLIP.length });
  });

  it('are the same on every fresh database', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const rows = async () =>
      (await server.db.select().from(applications).orderBy(asc(applications.id))).map(({ id: _id, videoId: _videoId, ...row }) => row);
    await reseed(now, false);
    const first = await rows();
    await reseed(now, false);
    expect(await rows()).toEqual(first);
  });
});
