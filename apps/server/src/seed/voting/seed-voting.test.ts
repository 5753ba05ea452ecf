import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CurrentVoting, NOMINATION_COUNT, NomineeBoard, VotingNomination, isPublicHttpUrl } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { DEMO_CLIP } from '../entries/demo-clip';
import { judgeAssignments, juryScores } from '../../modules/jury/tables';
import { votingRounds } from '../../modules/rounds/tables';
import { staffRoles } from '../../modules/staff/tables';
import { users } from '../../modules/users/tables';
import { votes } from '../../modules/voting/tables';
import { readVotingPhase, readWinners } from '../../modules/rounds';
import { countVotes } from '../../modules/voting';
import { createVoters } from '../../../test/voters';
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

  /**
   * A season seeded afresh in the scenario, with `voters` demo voters, who also sent the entries
   * nominees stand for (their uploads stored with `videos`); the ids of the voters.
   */
  async function seed(scenario: SeedScenario, voters = 0, jury = false, videos = false) {
    await server.db.delete(votingRounds);
    const voterIds = voters === 0 ? [] : (await createVoters(server.db, server.config, voters)).map((voter) => voter.id);
    const applicants = voterIds.map((id) => ({ id, language: 'EN' as const }));
    await seedVoting(server.db, seasonTimeline(scenario, new Date()), scenario, voterIds, { jury, applicants, storage: videos ? server.app.storage.videos : undefined });
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

  it("in the voting scenario show a newcomer both players: each nomination's first nominee with an uploaded clip that plays, its second with a past broadcast at a time code", async () => {
    await seed('voting', 30, false, true);
    const starts = new Set<string>();
    for (const nominationId of nominationIds) {
      const [uploaded, linked, ...byHand] = (await page(nominationId)).nominees;
      expect(uploaded!.clip).toMatchObject({ kind: 'video', mime_type: 'video/webm' });
      expect(linked).toMatchObject({ clip: { kind: 'embed' }, time_code: expect.stringMatching(/^1:\d\d:\d\d$/) });
      // Kick's player takes no start; YouTube's and Twitch's start at the time code.
      if (linked!.clip?.kind === 'embed' && linked!.clip.provider !== 'kick') {
        const [hours, minutes, seconds] = linked!.time_code!.split(':').map(Number);
        expect(linked!.clip.start_seconds).toBe(hours! * 3600 + minutes! * 60 + seconds!);
        starts.add(linked!.clip.provider);
      }
      for (const nominee of byHand) expect(nominee).toMatchObject({ clip: null, time_code: null });
    }
    expect([...starts].sort()).toEqual(['twitch', 'youtube']);
    const clip = (await page(1)).nominees[0]!.clip;
    if (clip?.kind !== 'video') throw new Error('expected an uploaded clip');
    const played = await server.api(clip.url, { headers: { range: 'bytes=0-99' } });
    expect(played.status).toBe(206);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(DEMO_CLIP.subarray(0, 100));
  });

  it('without a place for uploads, still give each nomination a linked clip; and mark every seeded nominee as demo data on the backstage board', async () => {
    await seed('voting', 30);
    const { nominees } = await page(2);
    expect(nominees.map((nominee) => nominee.clip?.kind ?? null)).toEqual([null, 'embed', null, null, null, null]);

    const { staffToken } = await createStaffMember(server, 'seed-organiser@awards.test', ['organiser']);
    const [round] = await server.db.select().from(votingRounds).where(eq(votingRounds.kind, 'longlist'));
    const board = NomineeBoard.parse(await (await backstage(server, staffToken, `/api/v2/backstage/rounds/${round!.id}/nominations/2/nominees`)).json());
    expect(board.nominees.map((nominee) => nominee.demo)).toEqual([true, true, true, true, true, true]);
    expect(board.nominees[1]).toMatchObject({ application_id: expect.any(Number), entries: 1 });
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
