import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntryPage } from '@awards/contracts';
import { applications } from './tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { applicantFor, clearEntries, enter } from '../../../test/review';

describe('the review queue', () => {
  const server = useTestServer();
  let moderator: string;
  let ana: { id: number; email: string };
  let bruno: { id: number; email: string };
  beforeAll(async () => {
    ({ staffToken: moderator } = await createStaffMember(server, 'queue-moderator@awards.test', ['moderator']));
    ana = await applicantFor(server, 'queue-ana');
    bruno = await applicantFor(server, 'queue-bruno');
  });
  beforeEach(() => clearEntries(server));

  const queue = async (query = '') => {
    const response = await backstage(server, moderator, `/api/v2/backstage/entries${query}`);
    expect(response.status).toBe(200);
    return EntryPage.parse(await response.json());
  };

  it('lists every entry with its streamer, links, applicant and language, oldest first, flagging those past the 60-hour promise', async () => {
    const fresh = await enter(server, ana.id, { nickname: 'Lucky Lena', linkToPage: 'https://twitch.tv/luckylena', language: 'SP', ageHours: 2 });
    const late = await enter(server, bruno.id, { nominationId: 3, ageHours: 61 });
    const decided = await enter(server, bruno.id, { ageHours: 100 });
    await server.db.update(applications).set({ status: 'approved' }).where(eq(applications.id, decided.id));

    const page = await queue();
    expect(page).toMatchObject({ total: 3, overdue_count: 1, page: 1, page_size: 50 });
    expect(page.items.map((row) => [row.id, row.overdue])).toEqual([
      [decided.id, false],
      [late.id, true],
      [fresh.id, false],
    ]);
    expect(page.items[2]).toEqual({
      id: fresh.id,
      nomination_id: 1,
      nickname: 'Lucky Lena',
      link_to_page: 'https://twitch.tv/luckylena',
      link_to_media: fresh.linkToMedia,
      has_video: false,
      applicant_id: ana.id,
      applicant_name: 'queue-ana 0',
      applicant_email: 'queue-ana-0@example.com',
      language: 'SP',
      status: 'in_progress',
      created_at: fresh.createdAt.toISOString(),
      overdue: false,
    });
  });

  it('filters by nomination, status and overdue, counting the overdue entries over the whole queue whatever the filters', async () => {
    const [first, second, third] = [await enter(server, ana.id, { nominationId: 2, ageHours: 70 }), await enter(server, ana.id, { nominationId: 2 }), await enter(server, bruno.id, { nominationId: 5, ageHours: 80 })];
    await server.db.update(applications).set({ status: 'declined' }).where(eq(applications.id, second.id));
    const ids = async (query: string) => (await queue(query)).items.map((row) => row.id);

    expect(await ids('?nomination_id=2')).toEqual([first.id, second.id]);
    expect(await ids('?status=declined')).toEqual([second.id]);
    expect(await ids('?overdue=true')).toEqual([third.id, first.id]);
    expect(await ids('?overdue=false')).toEqual([second.id]);
    expect(await ids('?nomination_id=2&overdue=true')).toEqual([first.id]);
    const none = await queue('?nomination_id=4');
    expect(none).toMatchObject({ items: [], total: 0, overdue_count: 2 });
  });

  it('searches the nickname, both links and the applicant’s email in any case, taking % and _ as themselves', async () => {
    const byNickname = await enter(server, ana.id, { nickname: 'GiggleGrenade' });
    const byPage = await enter(server, ana.id, { linkToPage: 'https://kick.com/neonnadia' });
    const byMedia = await enter(server, ana.id, { media: { linkToMedia: 'https://clips.twitch.tv/SleepyOtter' } });
    const byEmail = await enter(server, bruno.id, { nickname: '100%_real' });
    const ids = async (q: string) => (await queue(`?q=${encodeURIComponent(q)}`)).items.map((row) => row.id);

    expect(await ids('gigglegrenade')).toEqual([byNickname.id]);
    expect(await ids('NEONNADIA')).toEqual([byPage.id]);
    expect(await ids('sleepyotter')).toEqual([byMedia.id]);
    expect(await ids('Queue-Bruno-0@')).toEqual([byEmail.id]);
    expect(await ids('%_')).toEqual([byEmail.id]);
    expect(await ids('  ')).toHaveLength(4);
  });

  it('sorts by any column either way, ties broken by arrival in the same direction', async () => {
    const zed = await enter(server, ana.id, { nickname: 'zed', nominationId: 1, ageHours: 3 });
    const amy = await enter(server, ana.id, { nickname: 'Amy', nominationId: 9, ageHours: 2 });
    const bob = await enter(server, ana.id, { nickname: 'bob', nominationId: 9, ageHours: 1 });
    await server.db.update(applications).set({ status: 'approved' }).where(eq(applications.id, zed.id));
    const ids = async (query: string) => (await queue(query)).items.map((row) => row.id);

    expect(await ids('?sort=nickname')).toEqual([amy.id, bob.id, zed.id]);
    expect(await ids('?sort=nickname&order=desc')).toEqual([zed.id, bob.id, amy.id]);
    expect(await ids('?sort=nomination_id&order=desc')).toEqual([bob.id, amy.id, zed.id]);
    expect(await ids('?sort=status')).toEqual([zed.id, amy.id, bob.id]);
    expect(await ids('?sort=created_at&order=desc')).toEqual([bob.id, amy.id, zed.id]);
  });

  it('pages through thousands of entries, counting them all, and answers a page past the end with the counts', async () => {
    const entry = await enter(server, ana.id, { ageHours: 100 });
    // 2,499 copies of one entry, each naming its own page and media, one per second backwards.
    await server.db.execute(sql`
      insert into applications (user_id, nomination_id, nickname, link_to_page, link_to_media, page_key, media_key, language, created_at)
      select user_id, 1 + n % 11, 'Copy ' || n, link_to_page || n, link_to_media || n, page_key || n, media_key || n, language, now() - make_interval(secs => n)
      from applications, generate_series(1, 2499) as n where id = ${entry.id}`);
    const started = performance.now();
    const page = await queue('?page=25&page_size=100&sort=created_at&order=desc');
    const took = performance.now() - started;
    expect(page).toMatchObject({ total: 2500, overdue_count: 1, page: 25, page_size: 100 });
    expect(page.items).toHaveLength(100);
    expect(page.items.at(-1)!.id).toBe(entry.id);
    expect(page.items[0]!.nickname).toBe('Copy 2401');
    // Generous for a shared machine: the point is one indexed query, not a scan per row.
    expect(took).toBeLessThan(2000);
    expect(await queue('?page=26&page_size=100')).toMatchObject({ items: [], total: 2500, overdue_count: 1 });
    expect((await queue('?nomination_id=3&page_size=10')).total).toBe(228);
  });

  it('answers 400 to a filter it does not know, and 403 to someone who is not staff', async () => {
    expect((await backstage(server, moderator, '/api/v2/backstage/entries?status=lost')).status).toBe(400);
    expect((await backstage(server, moderator, '/api/v2/backstage/entries?page_size=500')).status).toBe(400);
    const plain = await applicantFor(server, 'queue-visitor');
    expect((await backstage(server, plain.token, '/api/v2/backstage/entries')).status).toBe(403);
  });
});
