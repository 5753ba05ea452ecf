import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@awards/contracts';
import { bearer } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { legendBlockSeeds } from '../../seed/legends/blocks';
import { hoursFromNow } from '../../../test/voting';
import { resetToOpenBlocks, revealBlocks, scheduleBlocks, seededBlocks, sendGuess, usersNamed } from '../../../test/legends';

type WireBlock = {
  id: number;
  order_id: number;
  streamers: { id: number; photo: string; nickname: string; votes: number; voted: boolean }[];
  translations: { id: number; title: string; description: string; Language: { ID: number } }[];
  closes_at: string;
  legend_streamer_id?: number;
};

describe('the Legends of the Year blocks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  beforeEach(() => resetToOpenBlocks(server));
  afterAll(() => server.close());

  const read = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.api(path, { headers });
    expect(response.status).toBe(200);
    return { text: await response.clone().text(), blocks: (await response.json()) as WireBlock[] };
  };

  it('lists every block in its wire shape, in order, to a visitor', async () => {
    const { blocks } = await read('/api/v2/loty/');
    expect(blocks.map((block) => block.order_id)).toEqual(legendBlockSeeds.map((_, index) => index + 1));
    for (const [index, block] of blocks.entries()) {
      const seed = legendBlockSeeds[index]!;
      expect(Object.keys(block).sort()).toEqual(['closes_at', 'id', 'order_id', 'streamers', 'translations']);
      expect(block.streamers).toEqual(
        seed.streamers.map((nickname) => ({ id: expect.any(Number), photo: `legend-${nickname.toLowerCase()}`, nickname, votes: 0, voted: false })),
      );
      expect(block.translations).toEqual(
        LANGUAGES.map(({ id, code }) => ({ id: expect.any(Number), title: seed.texts[code].title, description: seed.texts[code].description, Language: { ID: id } })),
      );
      expect(new Date(block.closes_at).toISOString()).toBe(block.closes_at);
    }
  });

  it('answers the same without the trailing slash', async () => {
    expect((await read('/api/v2/loty')).blocks).toEqual((await read('/api/v2/loty/')).blocks);
  });

  it("serves every streamer's photo as an image", async () => {
    const { blocks } = await read('/api/v2/loty/');
    for (const photo of blocks.flatMap((block) => block.streamers.map((streamer) => streamer.photo))) {
      const response = await server.api(`/content/assets/${photo}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it("counts the guesses per streamer and marks the signed-in caller's own picks only", async () => {
    const [anna, boris, carla] = await usersNamed(server, ['Anna Petrova', 'Boris Ivanov', 'Carla Souza']);
    const [first, second] = await seededBlocks(server.db);
    const guesses = [
      [anna!, first!.id, first!.legendId],
      [boris!, first!.id, first!.legendId],
      [carla!, first!.id, first!.wrongId],
      [anna!, second!.id, second!.wrongId],
    ] as const;
    for (const [user, blockId, streamerId] of guesses) expect((await sendGuess(server, user.token, blockId, streamerId)).status).toBe(201);

    const tallies = (blocks: WireBlock[]) => Object.fromEntries(blocks.flatMap((block) => block.streamers.map((s) => [s.id, s.votes])));
    const picks = (blocks: WireBlock[]) => blocks.flatMap((block) => block.streamers.filter((s) => s.voted).map((s) => s.id));

    const visitor = (await read('/api/v2/loty/')).blocks;
    const forAnna = (await read('/api/v2/loty/user-info', bearer(anna!.token))).blocks;
    const forCarla = (await read('/api/v2/loty/user-info', bearer(carla!.token))).blocks;
    expect(tallies(visitor)).toMatchObject({ [first!.legendId]: 2, [first!.wrongId]: 1, [second!.wrongId]: 1 });
    expect(Object.values(tallies(visitor)).reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(tallies(forAnna)).toEqual(tallies(visitor));
    expect(picks(visitor)).toEqual([]);
    expect(picks(forAnna)).toEqual([first!.legendId, second!.wrongId]);
    expect(picks(forCarla)).toEqual([first!.wrongId]);
  });

  it('wants a good bearer token for the user-info list', async () => {
    expect((await server.api('/api/v2/loty/user-info')).status).toBe(401);
    expect((await server.api('/api/v2/loty/user-info', { headers: bearer('not-a-token') })).status).toBe(401);
  });

  it('keeps every legend hidden until its reveal time has passed', async () => {
    const [voter] = await usersNamed(server, ['Anna Petrova']);
    await scheduleBlocks(server.db, { closesAt: hoursFromNow(-2), revealedAt: hoursFromNow(1) });
    for (const [path, headers] of [['/api/v2/loty/', {}], ['/api/v2/loty/user-info', bearer(voter!.token)]] as const) {
      const { text, blocks } = await read(path, headers);
      expect(text).not.toContain('legend_streamer_id');
      for (const block of blocks) expect(block).not.toHaveProperty('legend_streamer_id');
    }
  });

  it("names each block's legend once revealed", async () => {
    await revealBlocks(server.db);
    const { blocks } = await read('/api/v2/loty/');
    expect(blocks.map((block) => block.legend_streamer_id)).toEqual((await seededBlocks(server.db)).map((block) => block.legendId));
  });
});
