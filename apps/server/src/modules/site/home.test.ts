import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HomeResponse } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { resetToOpenBlocks, revealBlocks, seededBlocks, sendGuess, usersNamed } from '../../../test/legends';
import { castVote, replaceRounds, setPhase } from '../../../test/voting';

describe('the home page data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(() => resetToOpenBlocks(server));
  afterAll(() => server.close());

  const read = async () => {
    const response = await server.api('/api/v2/home');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    return HomeResponse.parse(await response.json());
  };

  it("shows the previous edition's eleven winners, with their portraits, until a round is revealed", async () => {
    await replaceRounds(server.db, [{ kind: 'longlist', phase: 'closed' }]);
    const { winners, leaderboard } = await read();
    expect(winners.source).toBe('previous_edition');
    const previous = winners.source === 'previous_edition' ? winners.items : [];
    expect(previous.map((winner) => winner.nomination_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const winner of previous) {
      expect(winner).toEqual({ nomination_id: expect.any(Number), nickname: expect.any(String), photo: expect.any(String), link_to_page: expect.any(String), edition: 2025 });
      const photo = await server.api(`/content/assets/${winner.photo}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect(leaderboard).toEqual([]);
  });

  it("shows this season's winners once a round with votes is revealed", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [first, second] = round!.byNomination(1);
    const voters = await usersNamed(server, ['Anna Petrova', 'Boris Ivanov', 'Carla Souza']);
    for (const [index, voter] of voters.entries()) expect((await castVote(server, 1, (index < 2 ? second : first)!.id, voter.token)).status).toBe(201);

    await setPhase(server.db, round!.id, 'closed');
    expect((await read()).winners.source).toBe('previous_edition');

    await setPhase(server.db, round!.id, 'revealed');
    expect((await read()).winners).toEqual({
      source: 'current',
      items: [{ nomination_id: 1, nominee: { id: second!.id, nickname: second!.nickname, photo: second!.photo, link_to_page: second!.linkToPage }, votes: 2, percentage: 66.7, result: 66.6667 }],
    });
  });

  it('keeps the previous winners when the revealed round had no votes', async () => {
    await replaceRounds(server.db, [{ kind: 'longlist', phase: 'revealed' }]);
    expect((await read()).winners.source).toBe('previous_edition');
  });

  it('carries the Legends leaderboard', async () => {
    const [block] = await seededBlocks(server.db);
    const [anna] = await usersNamed(server, ['Anna Petrova']);
    expect((await sendGuess(server, anna!.token, block!.id, block!.legendId)).status).toBe(201);
    await revealBlocks(server.db);
    expect((await read()).leaderboard).toEqual([{ rank: 1, name: 'Anna P.', correct: 1 }]);
  });
});
