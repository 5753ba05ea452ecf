import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CurrentVoting, NOMINATION_COUNT, VotingNomination, isPublicHttpUrl } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { judgeAssignments, juryScores, staffRoles, users, votes, votingRounds } from '../../lib/db/schema';
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
  async function seed(scenario: SeedScenario, voters = 0, jury = false) {
    await server.db.delete(votingRounds);
    const voterIds = voters === 0 ? [] : (await createVoters(server.db, server.config, voters)).map((voter) => voter.id);
    await seedVoting(server.db, seasonTimeline(scenario, new Date()), scenario, voterIds, { jury });
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

  it('with the demo jury, blend the judges’ scores into the finished shortlist, one judge abstaining where they declared a conflict', async () => {
    await seed('results', 30, true);
    const judges = await server.db.select({ email: users.email, role: staffRoles.role }).from(staffRoles).innerJoin(users, eq(users.id, staffRoles.userId));
    expect(judges.filter((judge) => judge.role === 'judge').map((judge) => judge.email)).toEqual([
      'lena.varga.jury@example.com',
      'diego.albarran.jury@example.com',
      'anya.sorokina.jury@example.com',
      'rafael.monteiro.jury@example.com',
    ]);
    const { results, decision } = await page(1);
    expect(decision?.decided_by).not.toBe('none');
    expect(results!.every((result) => result.jury_mean !== null)).toBe(true);
    // The jury moves a result off the audience's share alone (70/30).
    expect(results!.some((result) => Math.abs(result.result - 0.7 * result.percentage) > 1)).toBe(true);
    const conflicts = await server.db.select().from(judgeAssignments).where(isNotNull(judgeAssignments.conflictDeclaredAt));
    expect(conflicts.map((row) => row.nominationId)).toEqual([3]);
    expect(await server.db.select().from(juryScores)).toHaveLength(4 * NOMINATION_COUNT * 4 - 4);
  });

  it('with the demo jury in the voting scenario, assign the judges the shortlist and leave it to score', async () => {
    await seed('voting', 0, true);
    expect(await server.db.select().from(judgeAssignments)).toHaveLength(4 * NOMINATION_COUNT);
    expect(await server.db.select().from(juryScores)).toEqual([]);
  });
});
