import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Leaderboard } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { users } from '../users/tables';
import { legendBlocks } from './tables';
import { hoursFromNow } from '../../../test/voting';
import { resetToOpenBlocks, revealBlocks, scheduleBlocks, seededBlocks, sendGuess, usersNamed } from '../../../test/legends';

describe('the Legends of the Year leaderboard', () => {
  let server: TestServer;
  let blocks: Awaited<ReturnType<typeof seededBlocks>>;
  beforeAll(async () => {
    server = await startTestServer();
    blocks = await seededBlocks(server.db);
  });
  beforeEach(() => resetToOpenBlocks(server));
  afterAll(() => server.close());

  const leaderboard = async () => {
    const response = await server.api('/api/v2/loty/leaderboard');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/example\.com/);
    return Leaderboard.parse(JSON.parse(text));
  };

  /** Each user guesses the legend of the first `right` blocks and a wrong streamer in the next `wrong`. */
  async function play(plan: { name: string; right: number; wrong?: number }[]) {
    const players = await usersNamed(server, plan.map((entry) => entry.name));
    for (const [index, { right, wrong = 0 }] of plan.entries()) {
      for (const [n, block] of blocks.slice(0, right + wrong).entries()) {
        expect((await sendGuess(server, players[index]!.token, block.id, n < right ? block.legendId : block.wrongId)).status).toBe(201);
      }
    }
    return players;
  }

  it('is empty before any legend is revealed, guesses or not', async () => {
    await play([{ name: 'Anna Petrova', right: 3 }]);
    expect(await leaderboard()).toEqual([]);
    await scheduleBlocks(server.db, { closesAt: hoursFromNow(-2), revealedAt: hoursFromNow(1) });
    expect(await leaderboard()).toEqual([]);
  });

  it('ranks users by right guesses, equal scores sharing a rank, with shortened names and no emails', async () => {
    await play([
      { name: 'Kai', right: 1, wrong: 2 },
      { name: 'Anna Petrova', right: 3, wrong: 1 },
      { name: 'carla.souza@example.com', right: 2 },
      { name: 'Boris Ivanov', right: 3 },
      { name: 'Wrong Way', right: 0, wrong: 4 },
    ]);
    await revealBlocks(server.db);
    expect(await leaderboard()).toEqual([
      { rank: 1, name: 'Anna P.', correct: 3 },
      { rank: 1, name: 'Boris I.', correct: 3 },
      { rank: 3, name: 'carla.souza', correct: 2 },
      { rank: 4, name: 'Kai', correct: 1 },
    ]);
  });

  it('counts only the blocks revealed so far', async () => {
    await play([
      { name: 'Anna Petrova', right: 2 },
      { name: 'Boris Ivanov', right: 1 },
    ]);
    await revealBlocks(server.db);
    await server.db.update(legendBlocks).set({ revealedAt: null }).where(eq(legendBlocks.id, blocks[0]!.id));
    expect(await leaderboard()).toEqual([{ rank: 1, name: 'Anna P.', correct: 1 }]);
  });

  it('leaves out blocked accounts', async () => {
    const [anna] = await play([
      { name: 'Anna Petrova', right: 2 },
      { name: 'Boris Ivanov', right: 1 },
    ]);
    await server.db.update(users).set({ blocked: true }).where(eq(users.id, anna!.id));
    await revealBlocks(server.db);
    expect(await leaderboard()).toEqual([{ rank: 1, name: 'Boris I.', correct: 1 }]);
  });

  it('shows the top 20', async () => {
    await play([{ name: 'Top Scorer', right: 2 }, ...Array.from({ length: 24 }, (_, n) => ({ name: `Player ${n}`, right: 1 }))]);
    await revealBlocks(server.db);
    const entries = await leaderboard();
    expect(entries).toHaveLength(20);
    expect(entries[0]).toEqual({ rank: 1, name: 'Top S.', correct: 2 });
    expect(entries.slice(1).every((entry) => entry.rank === 2 && entry.correct === 1)).toBe(true);
  });
});
