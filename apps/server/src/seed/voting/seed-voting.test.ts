import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CurrentVoting, NOMINATION_COUNT, VotingNomination, isPublicHttpUrl } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { votes, votingRounds } from '../../lib/db/schema';
import { countVotes, readVotingPhase, readWinners } from '../../modules/voting';
import { createVoters } from '../../modules/voting/test-voters';
import { seasonTimeline, type SeedScenario } from '../season-timeline';
import { seedVoting } from '.';

const nominationIds = Array.from({ length: NOMINATION_COUNT }, (_, index) => index + 1);

describe('the seeded voting rounds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  /** A season seeded afresh in the scenario, with `voters` demo voters; the ids of the voters. */
  async function seed(scenario: SeedScenario, voters = 0) {
    await server.db.delete(votingRounds);
    const voterIds = voters === 0 ? [] : (await createVoters(server.db, server.config, voters)).map((voter) => voter.id);
    await seedVoting(server.db, seasonTimeline(scenario, new Date()), scenario, voterIds);
    return voterIds;
  }
  const page = async (nominationId: number) => VotingNomination.parse(await (await server.api(`/api/v2/voting/${nominationId}`)).json());

  it("follow the timeline's longlist and shortlist: in the voting scenario the longlist is open and the shortlist next", async () => {
    await seed('voting');
    const timeline = seasonTimeline('voting', new Date());
    const current = CurrentVoting.parse(await (await server.api('/api/v2/voting/current')).json());
    expect(current.round).toMatchObject({ kind: 'longlist', status: 'open', starts_at: timeline.longlist.startsAt.toISOString(), reveals_at: timeline.longlist.revealsAt.toISOString() });
    expect(current.next_round).toMatchObject({ kind: 'shortlist', status: 'upcoming', ends_at: timeline.shortlist.endsAt.toISOString() });
    expect((await readVotingPhase(server.db, new Date())).open).toBe(true);
  });

  it('give every nomination at least four streamers, each with a drawn avatar and a public page', async () => {
    await seed('voting');
    for (const nominationId of nominationIds) {
      const { nominees } = await page(nominationId);
      expect(nominees.length).toBeGreaterThanOrEqual(4);
      expect(new Set(nominees.map((nominee) => nominee.nickname)).size).toBe(nominees.length);
      for (const nominee of nominees) expect(isPublicHttpUrl(nominee.link_to_page)).toBe(true);
    }
    const { nominees } = await page(1);
    for (const nominee of nominees) {
      const avatar = await server.api(`/content/assets/${nominee.photo}`);
      expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await avatar.text()).toContain(`<title>${nominee.nickname}</title>`);
    }
  });

  it('leave the votes to the demo users until the results scenario', async () => {
    await seed('voting', 5);
    expect(await server.db.select().from(votes)).toEqual([]);
    expect(await readWinners(server.db, new Date())).toEqual([]);
  });

  it('in the results scenario have every demo voter vote in every nomination of both revealed rounds', async () => {
    const voterIds = await seed('results', 30);
    expect(await server.db.select().from(votes)).toHaveLength(30 * NOMINATION_COUNT * 2);
    expect(await countVotes(server.db, voterIds[0]!)).toBe(NOMINATION_COUNT * 2);
    expect((await readVotingPhase(server.db, new Date())).open).toBe(false);

    const winners = await readWinners(server.db, new Date());
    expect(winners.map((winner) => winner.nominationId)).toEqual(nominationIds);
    for (const winner of winners) {
      const { round, results } = await page(winner.nominationId);
      expect(round).toMatchObject({ kind: 'shortlist', status: 'revealed' });
      expect(results!.reduce((sum, result) => sum + result.votes, 0)).toBe(30);
      expect(Math.max(...results!.map((result) => result.votes))).toBe(winner.votes);
    }
  });
});
