import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntryDetail } from '@awards/contracts';
import { applications } from './tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { isoVideo } from '../../../test/video-fixtures';
import { uploadedVideoId } from '../../../test/entries';
import { applicantFor, clearEntries, enter } from '../../../test/review';
import { CLIP_URL_TTL_SECONDS, signedClipUrl } from './clip-signature';

describe('an entry’s page in the backstage', () => {
  const server = useTestServer();
  let moderator: { id: number; staffToken: string };
  let ana: { id: number; token: string };
  let bruno: { id: number; token: string };
  beforeAll(async () => {
    moderator = await createStaffMember(server, 'detail-moderator@awards.test', ['moderator']);
    ana = await applicantFor(server, 'detail-ana');
    bruno = await applicantFor(server, 'detail-bruno');
  });
  beforeEach(() => clearEntries(server));

  const detail = async (id: number) => {
    const response = await backstage(server, moderator.staffToken, `/api/v2/backstage/entries/${id}`);
    expect(response.status).toBe(200);
    return EntryDetail.parse(await response.json());
  };

  it('shows the comments, the time code and a player starting there, beside the other entries for the same streamer page and by the same applicant', async () => {
    const entry = await enter(server, ana.id, { linkToPage: 'https://twitch.tv/luckylena', media: { linkToMedia: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, timeCode: '1:23:45', comments: 'Pure joy' });
    const samePage = await enter(server, bruno.id, { nominationId: 4, linkToPage: 'https://www.Twitch.tv/luckylena/', ageHours: 70 });
    const sameApplicant = await enter(server, ana.id, { linkToPage: 'https://kick.com/neonnadia' });
    await enter(server, bruno.id, { linkToPage: 'https://twitch.tv/someoneelse' });

    const page = await detail(entry.id);
    expect(page).toMatchObject({ id: entry.id, comments: 'Pure joy', time_code: '1:23:45', status: 'in_progress', decision: null });
    expect(page.clip).toEqual({ kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5025', start_seconds: 5025 });
    expect(page.same_streamer.map((row) => [row.id, row.applicant_id, row.nomination_id, row.overdue])).toEqual([[samePage.id, bruno.id, 4, true]]);
    expect(page.same_applicant.map((row) => row.id)).toEqual([sameApplicant.id]);
  });

  it('shows the decision: its status, reason, note, when and by whom', async () => {
    const entry = await enter(server, ana.id);
    const decidedAt = new Date('2026-11-20T10:00:00Z');
    await server.db
      .update(applications)
      .set({ status: 'declined', declineReason: 'off_topic', decisionNote: 'Not a reaction', decidedAt, decidedBy: moderator.id })
      .where(eq(applications.id, entry.id));
    expect((await detail(entry.id)).decision).toEqual({
      status: 'declined',
      reason: 'off_topic',
      note: 'Not a reaction',
      decided_at: decidedAt.toISOString(),
      decided_by_name: 'Test Streamer',
    });
  });

  it('leaves a link it cannot play a link to open', async () => {
    const entry = await enter(server, ana.id, { media: { linkToMedia: 'https://vimeo.com/912345678' } });
    expect((await detail(entry.id)).clip).toEqual({ kind: 'link', url: 'https://vimeo.com/912345678' });
  });

  it('answers 404 for an entry that does not exist', async () => {
    const response = await backstage(server, moderator.staffToken, '/api/v2/backstage/entries/999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  describe('an uploaded clip', () => {
    const video = isoVideo({ mediaBytes: 300_000 });
    let entryId: number;
    let clipUrl: string;
    beforeEach(async () => {
      const videoId = await uploadedVideoId(server, ana.token, video);
      entryId = (await enter(server, ana.id, { media: { videoId } })).id;
      const page = await detail(entryId);
      if (page.clip.kind !== 'video') throw new Error(`expected a video, got ${page.clip.kind}`);
      expect(page.has_video).toBe(true);
      expect(page.clip.mime_type).toBe('video/mp4');
      clipUrl = page.clip.url;
    });
    const fetchClip = (url: string, range?: string) => server.api(url, { headers: range ? { range } : {} });

    it('plays from a signed address lasting minutes, without a token, announcing that it can seek', async () => {
      expect(clipUrl).toMatch(new RegExp(`^/api/v2/backstage/entries/${entryId}/clip\\?expires=\\d+&signature=[\\w-]+$`));
      const expires = Number(new URL(clipUrl, server.url).searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan((CLIP_URL_TTL_SECONDS - 60) * 1000);
      const response = await fetchClip(clipUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('content-length')).toBe(String(video.length));
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(video);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, undefined],
      ['bytes=-50', -50, undefined],
      ['bytes=299000-999999999', 299_000, undefined],
    ])('answers the range %s with 206 and only those bytes', async (range, start, end) => {
      const response = await fetchClip(clipUrl, range);
      expect(response.status).toBe(206);
      const from = start < 0 ? video.length + start : start;
      const to = end ?? video.length - 1;
      expect(response.headers.get('content-range')).toBe(`bytes ${from}-${to}/${video.length}`);
      expect(response.headers.get('content-length')).toBe(String(to - from + 1));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(video.subarray(from, to + 1));
    });

    it('answers 416 to a range past the end, and the whole file to a range it does not take', async () => {
      const past = await fetchClip(clipUrl, `bytes=${video.length}-`);
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${video.length}`);
      const several = await fetchClip(clipUrl, 'bytes=0-1,5-6');
      expect(several.status).toBe(200);
      expect((await several.arrayBuffer()).byteLength).toBe(video.length);
    });

    it('answers 403 to a wrong, borrowed or expired signature', async () => {
      const url = new URL(clipUrl, server.url);
      const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`;
      const later = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 60}&signature=${url.searchParams.get('signature')}`;
      const other = await enter(server, ana.id);
      const borrowed = `/api/v2/backstage/entries/${other.id}/clip${url.search}`;
      const expired = signedClipUrl(server.config.jwtSecret, entryId, Date.now() - (CLIP_URL_TTL_SECONDS + 1) * 1000);
      for (const address of [tampered, later, borrowed, expired]) {
        const response = await fetchClip(address, 'bytes=0-1');
        expect(response.status, address).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await fetchClip(`${url.pathname}?expires=1`)).status).toBe(400);
    });

    it('answers 404 for an entry with no upload, even when signed', async () => {
      const linked = await enter(server, ana.id);
      expect((await fetchClip(signedClipUrl(server.config.jwtSecret, linked.id))).status).toBe(404);
    });
  });
});
