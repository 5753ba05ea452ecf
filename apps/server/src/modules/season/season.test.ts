import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Season, SettingsResponse } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { expectError, replaceRounds, setPhase } from '../../../test/voting';
import { openLiveStream } from '../../../test/live';

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.UTC(2027, 0, 1) + days * DAY).toISOString();

describe("the season's dates in the backstage", () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'season-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'season-moderator@awards.test', ['moderator']));
  });
  let roundIds: number[];
  beforeEach(async () => {
    const rounds = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'upcoming' },
      { kind: 'shortlist', phase: 'upcoming' },
    ]);
    roundIds = rounds.map((round) => round.id);
  });

  /** A valid season: applications in January, the longlist and the shortlist in February, the show in March. */
  const valid = () => ({
    applications: { starts_at: iso(0), ends_at: iso(20) },
    rounds: [
      { id: roundIds[0], starts_at: iso(21), ends_at: iso(30), reveals_at: iso(31), audience_weight: 70, jury_weight: 30, tie_break: 'audience_then_jury', live_reveal: false },
      { id: roundIds[1], starts_at: iso(32), ends_at: iso(40), reveals_at: iso(45), audience_weight: 60, jury_weight: 40, tie_break: 'jury_then_audience', live_reveal: true },
    ],
    live: { starts_at: iso(45), ends_at: iso(45.2) },
  });
  const put = (body: unknown, token = organiser, headers: Record<string, string> = {}) => backstage(server, token, '/api/v2/backstage/season', { method: 'PUT', body, headers });

  it('stores the dates and blends, and the public settings and rounds follow at once', async () => {
    const viewer = await openLiveStream(server.url);
    await vi.waitFor(() => expect(viewer.ready()).toBe(true));
    const response = await put(valid());
    expect(response.status).toBe(200);
    const season = Season.parse(await response.json());
    expect(season.rounds.map((round) => [round.kind, round.starts_at, round.audience_weight, round.tie_break, round.live_reveal])).toEqual([
      ['longlist', iso(21), 70, 'audience_then_jury', false],
      ['shortlist', iso(32), 60, 'jury_then_audience', true],
    ]);

    const settings = SettingsResponse.parse(await (await server.api('/api/v2/settings')).json());
    expect(settings.phases).toEqual({
      applications: { starts_at: iso(0), ends_at: iso(20) },
      voting: { starts_at: iso(21), ends_at: iso(40) },
      live: { starts_at: iso(45), ends_at: iso(45.2) },
    });
    expect(settings.rounds).toEqual([
      { kind: 'longlist', starts_at: iso(21), ends_at: iso(30) },
      { kind: 'shortlist', starts_at: iso(32), ends_at: iso(40) },
    ]);
    expect(settings.results_out).toBe(false);
    // Every open page hears of the new dates, to show them without a reload.
    await vi.waitFor(() => expect(viewer.events().map(({ event, data }) => [event, data])).toEqual([['season', {}]]));
    viewer.close();
    const current = (await (await server.api('/api/v2/voting/current')).json()) as { next_round: { starts_at: string; live_reveal: boolean } };
    expect(current.next_round).toMatchObject({ starts_at: iso(21), live_reveal: false });

    const [record] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'season.update'));
    expect(record).toMatchObject({ actorEmail: 'season-organiser@awards.test', subjectType: 'season' });
    expect((record!.after as { rounds: { starts_at?: string; startsAt?: string }[] }).rounds).toHaveLength(2);
  });

  it('answers every problem at once, each on its field and in the caller’s language, and stores nothing', async () => {
    const before = await (await backstage(server, organiser, '/api/v2/backstage/season')).json();
    const season = valid();
    season.applications.ends_at = iso(22); // after the longlist starts
    season.rounds[1]!.starts_at = iso(29); // before the longlist ends
    season.rounds[0]!.reveals_at = iso(29); // before its own end
    season.rounds[1]!.jury_weight = 50; // 60 + 50
    season.live.starts_at = iso(39); // before the shortlist ends, and the shortlist's live reveal falls outside it
    season.live.ends_at = iso(39.5);

    const response = await put(season, organiser, { 'accept-language': 'es' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_error');
    expect(body.fields).toEqual({
      'rounds.0.starts_at': 'La votación solo puede empezar cuando se cierren las candidaturas',
      'rounds.0.reveals_at': 'Los resultados solo se pueden anunciar cuando termine la ronda',
      'rounds.1.starts_at': 'Esta ronda empieza antes de que termine la anterior',
      'rounds.1.reveals_at': 'Una ronda que se anuncia en la gala en directo necesita una hora de anuncio durante la gala',
      'rounds.1.jury_weight': 'Los pesos del público y del jurado deben sumar 100',
      'live.starts_at': 'La gala en directo solo puede empezar cuando termine la última ronda',
    });
    expect(await (await backstage(server, organiser, '/api/v2/backstage/season')).json()).toEqual(before);
  });

  it('says when a window ends before it starts, and when a date is no date', async () => {
    const season = valid() as ReturnType<typeof valid> & { applications: { starts_at: string } };
    season.applications = { starts_at: iso(20), ends_at: iso(10) };
    const response = await put(season);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toMatchObject({ 'applications.ends_at': 'The end must come after the start' });

    season.applications = { starts_at: 'next Tuesday', ends_at: iso(10) };
    expect(((await (await put(season)).json()) as { fields: Record<string, string> }).fields).toMatchObject({ 'applications.starts_at': 'Enter a date and time' });
  });

  it('needs every round exactly once, else asks to reload', async () => {
    const season = valid();
    const reload = { statusCode: 400, code: 'validation_error', message: expect.any(String), fields: { rounds: 'The season has changed since this page was opened: reload it and try again' } };
    expect(await (await put({ ...season, rounds: [season.rounds[0]] })).json()).toEqual(reload);
    expect(await (await put({ ...season, rounds: [season.rounds[0], { ...season.rounds[1], id: 2_000_000 }] })).json()).toEqual(reload);
    const twice = { ...season.rounds[0], starts_at: iso(32), ends_at: iso(40), reveals_at: iso(45) };
    expect(await (await put({ ...season, rounds: [season.rounds[0], twice] })).json()).toEqual(reload);
  });

  it('keeps a sealed round’s dates and blend (409 round_sealed) while the rest may change', async () => {
    await setPhase(server.db, roundIds[0]!, 'revealed');
    const season = Season.parse(await (await backstage(server, organiser, '/api/v2/backstage/season')).json());
    expect(season.rounds[0]!.seal).not.toBeNull();
    const [sealed, open] = season.rounds.map(({ kind: _kind, status: _status, seal: _seal, ...round }) => round);
    const live = { starts_at: iso(400), ends_at: iso(400.2) };
    const applications = { starts_at: new Date(Date.now() - 10 * DAY).toISOString(), ends_at: new Date(Date.now() - 5 * 3_600_000).toISOString() };
    const unchanged = { applications, live, rounds: [sealed, { ...open!, starts_at: new Date(Date.now() + DAY).toISOString(), ends_at: iso(390), reveals_at: iso(400), live_reveal: true }] };
    expect((await put(unchanged)).status).toBe(200);
    await expectError(await put({ ...unchanged, rounds: [{ ...sealed!, audience_weight: 50, jury_weight: 50 }, unchanged.rounds[1]] }), 409, 'round_sealed');
  });

  it('is the organisers’ alone', async () => {
    await expectError(await backstage(server, moderator, '/api/v2/backstage/season'), 403, 'forbidden');
    await expectError(await put(valid(), moderator), 403, 'forbidden');
  });
});
