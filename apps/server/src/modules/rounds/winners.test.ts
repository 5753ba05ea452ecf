import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { readWinners } from './winners';
import { createVoters } from '../../../test/voters';
import { castVote, replaceRounds, setPhase } from '../../../test/voting';

describe('the winners', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  /** Opens the rounds one at a time and casts `ballots[roundIndex][nominationId]` = the places voted for, then sets the final phases. */
  async function season(finalPhases: ('closed' | 'revealed')[], ballots: Record<number, number[]>[]) {
    const rounds = await replaceRounds(
      server.db,
      finalPhases.map((_, index) => ({ kind: index === 0 ? 'longlist' : 'shortlist', phase: 'upcoming' })),
    );
    const voters = await createVoters(server.db, server.config, 10);
    for (const [index, round] of rounds.entries()) {
      await setPhase(server.db, round.id, 'open');
      for (const [nominationId, places] of Object.entries(ballots[index]!)) {
        for (const [voterIndex, place] of places.entries()) {
          const nominee = round.byNomination(Number(nominationId))[place]!;
          expect((await castVote(server, nominationId, nominee.id, voters[voterIndex]!.token)).status).toBe(201);
        }
      }
      await setPhase(server.db, round.id, finalPhases[index]!);
    }
    return rounds;
  }

  it('are none while nothing is revealed', async () => {
    await season(['closed'], [{ 1: [0, 0, 1] }]);
    expect(await readWinners(server.db, new Date())).toEqual([]);
  });

  it('are the first of each nomination’s sealed standings in the revealed round, with votes, share and result', async () => {
    const [round] = await season(['revealed'], [{ 1: [2, 2, 1, 2], 2: [0] }]);
    const [first, second] = [round!.byNomination(1)[2]!, round!.byNomination(2)[0]!];
    expect(await readWinners(server.db, new Date())).toEqual([
      { nominationId: 1, nominee: { id: first.id, nickname: first.nickname, photo: first.photo, linkToPage: first.linkToPage }, votes: 3, percentage: 75, result: 75 },
      { nominationId: 2, nominee: { id: second.id, nickname: second.nickname, photo: second.photo, linkToPage: second.linkToPage }, votes: 1, percentage: 100, result: 100 },
    ]);
  });

  it('come from the last revealed round, and leave out a nomination nobody voted in there', async () => {
    const [, shortlist] = await season(['revealed', 'revealed'], [{ 1: [0, 0], 2: [1] }, { 1: [3, 3, 1] }]);
    const winners = await readWinners(server.db, new Date());
    expect(winners).toEqual([expect.objectContaining({ nominationId: 1, nominee: expect.objectContaining({ id: shortlist!.byNomination(1)[3]!.id }), votes: 2 })]);
  });

  it("break a tie by the organisers' order", async () => {
    const [round] = await season(['revealed'], [{ 1: [3, 1, 1, 3] }]);
    const [winner] = await readWinners(server.db, new Date());
    expect(winner).toMatchObject({ nominee: { id: round!.byNomination(1)[1]!.id }, votes: 2, percentage: 50 });
  });
});
