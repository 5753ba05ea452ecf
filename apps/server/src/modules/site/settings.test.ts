import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, SettingsResponse, toSnake, type SeasonPhases } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { settings } from '../settings/tables';
import { seasonTimeline } from '../../seed/season-timeline';
import { hoursFromNow, replaceRounds, type Phase } from '../../../test/voting';
import { readSetting } from '../settings';

describe('the general settings', () => {
  let server: TestServer;
  let seededPhases: SeasonPhases;
  beforeAll(async () => {
    server = await startTestServer();
    seededPhases = (await readSetting(server.db, 'phases'))!;
  });
  beforeEach(() => writePhases(seededPhases));
  afterAll(() => server.close());

  const writePhases = (phases: SeasonPhases) => server.db.update(settings).set({ value: toSnake(phases) }).where(eq(settings.key, 'phases'));

  const read = async () => {
    const response = await server.api('/api/v2/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    return SettingsResponse.parse(await response.json());
  };

  it('is asked again on every load: an unchanged answer is a 304, a changed date a new answer at once', async () => {
    const first = await server.api('/api/v2/settings');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await server.api('/api/v2/settings', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');

    await writePhases({ ...seededPhases, live: { startsAt: '2030-01-01T20:00:00.000Z', endsAt: '2030-01-01T23:00:00.000Z' } });
    const changed = await server.api('/api/v2/settings', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(SettingsResponse.parse(await changed.json()).phases.live.starts_at).toBe('2030-01-01T20:00:00.000Z');
  });

  it('gives the season phases, five social networks and the stream with a restream per language', async () => {
    const body = await read();
    const timeline = seasonTimeline('applications', new Date());
    expect(body.phases).toEqual({
      applications: { starts_at: timeline.applications.startsAt.toISOString(), ends_at: timeline.applications.endsAt.toISOString() },
      voting: { starts_at: timeline.longlist.startsAt.toISOString(), ends_at: timeline.shortlist.endsAt.toISOString() },
      live: { starts_at: timeline.liveShow.startsAt.toISOString(), ends_at: timeline.liveShow.endsAt.toISOString() },
    });
    expect(body.socials.map((link) => link.network)).toEqual(['youtube', 'instagram', 'x', 'telegram', 'discord']);
    for (const { url } of body.socials) expect(new URL(url).protocol).toBe('https:');
    expect(body.stream.main).toEqual({ provider: expect.any(String), channel: expect.any(String) });
    expect(Object.keys(body.stream.restreams)).toEqual(LANGUAGE_CODES);
  });

  const applicationsAt = (startsAt: Date, endsAt: Date) =>
    writePhases({ ...seededPhases, applications: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() } });

  it('says applications are open inside the application window only', async () => {
    await applicationsAt(hoursFromNow(-1), hoursFromNow(1));
    expect((await read()).applications_open).toBe(true);
    await applicationsAt(hoursFromNow(1), hoursFromNow(2));
    expect((await read()).applications_open).toBe(false);
    await applicationsAt(hoursFromNow(-2), hoursFromNow(-1));
    expect((await read()).applications_open).toBe(false);
  });

  it.each<[Phase, boolean]>([
    ['upcoming', false],
    ['open', true],
    ['closed', false],
    ['revealed', false],
  ])('says voting is open only while a round is: %s round gives %s', async (phase, open) => {
    await replaceRounds(server.db, [{ kind: 'longlist', phase }]);
    expect((await read()).voting_open).toBe(open);
  });

  it('is 404 on a database nobody seeded with settings', async () => {
    const saved = await server.db.select().from(settings);
    await server.db.delete(settings);
    try {
      expect((await server.api('/api/v2/settings')).status).toBe(404);
    } finally {
      await server.db.insert(settings).values(saved);
    }
  });
});
