import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentVoting, HomeResponse, Leaderboard, LegendBlocks, NOMINATION_COUNT, SettingsResponse, VotingNomination, type SeasonPhases } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../test/harness';
import { contentAssets, contentItems } from '../modules/content/tables';
import { applications, videos } from '../modules/entries/tables';
import { legendBlocks, legendStreamers, legendGuesses } from '../modules/legends/tables';
import { votingRounds, nominees } from '../modules/rounds/tables';
import { settings } from '../modules/settings/tables';
import { users } from '../modules/users/tables';
import { votes } from '../modules/voting/tables';
import { seedDatabase } from './index';
import { SEED_SCENARIOS, type SeedScenario } from './season-timeline';

/** Every row the seed writes, table by table, so that two snapshots show any change. */
async function snapshot(server: TestServer) {
  return {
    contentItems: await server.db.select().from(contentItems).orderBy(asc(contentItems.collection), asc(contentItems.id)),
    contentAssets: await server.db
      .select({ id: contentAssets.id, length: sql<number>`length(${contentAssets.body})`, createdAt: contentAssets.createdAt })
      .from(contentAssets)
      .orderBy(asc(contentAssets.id)),
    settings: await server.db.select().from(settings).orderBy(asc(settings.key)),
    users: await server.db.select().from(users).orderBy(asc(users.id)),
    applications: await server.db.select().from(applications).orderBy(asc(applications.id)),
    videos: await server.db.select().from(videos).orderBy(asc(videos.id)),
    votingRounds: await server.db.select().from(votingRounds).orderBy(asc(votingRounds.id)),
    nominees: await server.db.select().from(nominees).orderBy(asc(nominees.id)),
    votes: await server.db.select().from(votes).orderBy(asc(votes.id)),
    legendBlocks: await server.db.select().from(legendBlocks).orderBy(asc(legendBlocks.id)),
    legendStreamers: await server.db.select().from(legendStreamers).orderBy(asc(legendStreamers.id)),
    legendGuesses: await server.db.select().from(legendGuesses).orderBy(asc(legendGuesses.id)),
  };
}

/** What each scenario shows over HTTP; from voting on, the entries are those of the nominees with a linked clip, one per nomination (no uploads without a data directory). */
const expected: Record<
  SeedScenario,
  { applicationsOpen: boolean; votingOpen: boolean; round: 'longlist' | null; revealed: boolean; winners: 'current' | 'previous_edition'; guessed: boolean; entries: number }
> = {
  applications: { applicationsOpen: true, votingOpen: false, round: null, revealed: false, winners: 'previous_edition', guessed: false, entries: 40 },
  voting: { applicationsOpen: false, votingOpen: true, round: 'longlist', revealed: false, winners: 'previous_edition', guessed: true, entries: NOMINATION_COUNT },
  results: { applicationsOpen: false, votingOpen: false, round: null, revealed: true, winners: 'current', guessed: true, entries: NOMINATION_COUNT },
};

describe.each(SEED_SCENARIOS)('a fresh database seeded in the %s scenario', (scenario) => {
  let server: TestServer;
  const want = expected[scenario];
  beforeAll(async () => {
    server = await startTestServer({ scenario });
  });
  afterAll(() => server.close());

  const read = async <T>(path: string, schema: { parse(value: unknown): T }) => {
    const response = await server.api(path);
    expect(response.status).toBe(200);
    return schema.parse(await response.json());
  };

  it('puts today in the phase the settings announce', async () => {
    const settings = await read('/api/v2/settings', SettingsResponse);
    expect({ applications: settings.applications_open, voting: settings.voting_open }).toEqual({ applications: want.applicationsOpen, voting: want.votingOpen });
    const now = Date.now();
    const inside = (phase: keyof SeasonPhases) => Date.parse(settings.phases[phase].starts_at) <= now && now < Date.parse(settings.phases[phase].ends_at);
    expect(inside('applications')).toBe(want.applicationsOpen);
    expect(inside('voting')).toBe(want.votingOpen);
    expect(Date.parse(settings.phases.live.starts_at) < now).toBe(scenario === 'results');
  });

  it('has the voting round the scenario promises', async () => {
    const current = await read('/api/v2/voting/current', CurrentVoting);
    expect(current.round?.kind ?? null).toBe(want.round);
    if (scenario === 'applications') expect(current.next_round).toMatchObject({ kind: 'longlist', status: 'upcoming' });
    for (let nominationId = 1; nominationId <= 11; nominationId += 1) {
      const page = await read(`/api/v2/voting/${nominationId}`, VotingNomination);
      expect(page.nominees.length).toBeGreaterThanOrEqual(4);
      expect(page.results === null).toBe(!want.revealed);
    }
  });

  it('reveals the legends and fills the leaderboard in the results scenario only', async () => {
    const blocks = await read('/api/v2/loty/', LegendBlocks);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const block of blocks) {
      expect(block.streamers.length).toBeGreaterThanOrEqual(4);
      expect(block.streamers.length).toBeLessThanOrEqual(6);
      expect(block.translations.map((row) => row.Language.ID)).toEqual([1, 2, 3, 4]);
      expect(block.legend_streamer_id !== undefined).toBe(want.revealed);
    }
    const guesses = blocks.flatMap((block) => block.streamers).reduce((sum, streamer) => sum + streamer.votes, 0);
    expect(guesses > 0).toBe(want.guessed);
    const leaderboard = await read('/api/v2/loty/leaderboard', Leaderboard);
    expect(leaderboard.length > 0).toBe(want.revealed);
    if (want.revealed) expect(leaderboard.some((entry, index) => index > 0 && entry.rank === leaderboard[index - 1]!.rank)).toBe(true);
  });

  it("shows the winners the scenario has on the home page", async () => {
    const home = await read('/api/v2/home', HomeResponse);
    expect(home.winners.source).toBe(want.winners);
    expect(home.winners.items).toHaveLength(11);
    expect(home.leaderboard).toEqual(await read('/api/v2/loty/leaderboard', Leaderboard));
  });

  it('has demo users who have applied, or voted and guessed, none of whom can sign in', async () => {
    const accounts = await server.db.select().from(users);
    expect(accounts).toHaveLength(30);
    expect(await server.db.select().from(applications)).toHaveLength(want.entries);
    for (const user of accounts) {
      expect(user.email).toMatch(/^[a-z.]+@example\.com$/);
      expect([user.passwordHash, user.oneTimePasswordHash]).toEqual([null, null]);
    }
  });

  it('changes nothing when seeding runs again, in any scenario', async () => {
    const before = await snapshot(server);
    for (const again of SEED_SCENARIOS) await seedDatabase(server.db, { scenario: again });
    expect(await snapshot(server)).toEqual(before);
  });
});
