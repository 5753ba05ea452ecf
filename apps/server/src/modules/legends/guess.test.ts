import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuessResponse, formatMessage } from '@awards/contracts';
import { bearer } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { legendBlocks, legendGuesses } from './tables';
import { expectError, hoursFromNow } from '../../../test/voting';
import { resetToOpenBlocks, scheduleBlocks, seededBlocks, sendGuess, usersNamed } from '../../../test/legends';

describe('a guess in Legends of the Year', () => {
  let server: TestServer;
  let blocks: Awaited<ReturnType<typeof seededBlocks>>;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    blocks = await seededBlocks(server.db);
  });
  beforeEach(async () => {
    await resetToOpenBlocks(server);
    token = (await usersNamed(server, ['Anna Petrova']))[0]!.token;
  });
  afterAll(() => server.close());

  const storedGuesses = async () => (await server.db.select({ n: count() }).from(legendGuesses))[0]!.n;

  it('is stored and answered 201 with the guess', async () => {
    const [block] = blocks;
    const before = Date.now();
    const response = await sendGuess(server, token, block!.id, block!.wrongId);
    expect(response.status).toBe(201);
    const guess = GuessResponse.parse(await response.json());
    expect(guess).toEqual({ id: expect.any(Number), block_id: block!.id, streamer_id: block!.wrongId, created_at: expect.any(String) });
    expect(Date.parse(guess.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedGuesses()).toBe(1);
  });

  it('needs a signed-in user', async () => {
    const response = await server.post('/api/v2/loty/guess', { block_id: blocks[0]!.id, streamer_id: blocks[0]!.legendId });
    await expectError(response, 401, 'unauthorized');
    expect(await storedGuesses()).toBe(0);
  });

  it('is one per user per block: a second one is 409 already_guessed, another block is fine', async () => {
    const [first, second] = blocks;
    expect((await sendGuess(server, token, first!.id, first!.legendId)).status).toBe(201);
    await expectError(await sendGuess(server, token, first!.id, first!.wrongId), 409, 'already_guessed');
    await expectError(await sendGuess(server, token, first!.id, first!.legendId), 409, 'already_guessed');
    expect((await sendGuess(server, token, second!.id, second!.legendId)).status).toBe(201);
    expect(await storedGuesses()).toBe(2);
  });

  it('stores exactly one of many concurrent guesses by one user in one block', async () => {
    const [block] = blocks;
    const responses = await Promise.all(Array.from({ length: 50 }, (_, n) => sendGuess(server, token, block!.id, block!.streamerIds[n % block!.streamerIds.length]!)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await storedGuesses()).toBe(1);
  });

  it('is 409 guessing_closed once the block has closed', async () => {
    const [block] = blocks;
    await server.db.update(legendBlocks).set({ closesAt: hoursFromNow(-1) }).where(eq(legendBlocks.id, block!.id));
    await expectError(await sendGuess(server, token, block!.id, block!.legendId), 409, 'guessing_closed');
    expect((await sendGuess(server, token, blocks[1]!.id, blocks[1]!.legendId)).status).toBe(201);
    expect(await storedGuesses()).toBe(1);
  });

  it('is 409 guessing_closed once the legend is revealed, whatever the close time', async () => {
    await scheduleBlocks(server.db, { closesAt: hoursFromNow(24), revealedAt: hoursFromNow(-1) });
    await expectError(await sendGuess(server, token, blocks[0]!.id, blocks[0]!.legendId), 409, 'guessing_closed');
  });

  it('is 404 for an unknown block or a streamer who is not in the block', async () => {
    const [first, second] = blocks;
    const unknownBlock = Math.max(...blocks.map((block) => block.id)) + 1;
    const unknownStreamer = Math.max(...blocks.flatMap((block) => block.streamerIds)) + 1;
    await expectError(await sendGuess(server, token, unknownBlock, first!.legendId), 404, 'not_found');
    await expectError(await sendGuess(server, token, first!.id, second!.legendId), 404, 'not_found');
    await expectError(await sendGuess(server, token, first!.id, unknownStreamer), 404, 'not_found');
    expect(await storedGuesses()).toBe(0);
  });

  it('is documented in the API reference with each refusal it can answer', async () => {
    const reference = (await (await server.api('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const { responses } = reference.paths['/api/v2/loty/guess']!.post!;
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '500']);
    expect(responses['409']!.description).toContain('`already_guessed`, `guessing_closed`');
    expect(responses['404']!.description).toContain('`not_found`');
  });

  it('words its refusal in the language of the request', async () => {
    await scheduleBlocks(server.db, { closesAt: hoursFromNow(-1), revealedAt: null });
    const response = await server.post('/api/v2/loty/guess', { block_id: blocks[0]!.id, streamer_id: blocks[0]!.legendId }, { ...bearer(token), 'accept-language': 'pt-BR' });
    expect(await response.json()).toMatchObject({ code: 'guessing_closed', message: formatMessage('error.guessing_closed', 'PT') });
  });
});
