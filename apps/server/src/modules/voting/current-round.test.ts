import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentVoting } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { PHASES, replaceRounds, setPhase, type Phase } from '../../../test/voting';

describe('the current voting round', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const current = async () => {
    const response = await server.api('/api/v2/voting/current');
    expect(response.status).toBe(200);
    return CurrentVoting.parse(await response.json());
  };

  it('is null, and so is the next one, when the season has no rounds', async () => {
    await replaceRounds(server.db, []);
    expect(await current()).toEqual({ round: null, next_round: null });
  });

  it('is the open round, with the upcoming one next, dates in ISO 8601', async () => {
    const [longlist, shortlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'open' },
      { kind: 'shortlist', phase: 'upcoming' },
    ]);
    expect(await current()).toEqual({
      round: {
        id: longlist!.id,
        kind: 'longlist',
        starts_at: longlist!.startsAt.toISOString(),
        ends_at: longlist!.endsAt.toISOString(),
        reveals_at: longlist!.revealsAt.toISOString(),
        live_reveal: false,
        status: 'open',
        seal: null,
      },
      next_round: expect.objectContaining({ id: shortlist!.id, kind: 'shortlist', status: 'upcoming' }),
    });
  });

  it('is null between rounds, while the next one is still announced', async () => {
    const [, shortlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'closed' },
      { kind: 'shortlist', phase: 'upcoming' },
    ]);
    expect(await current()).toEqual({ round: null, next_round: expect.objectContaining({ id: shortlist!.id }) });
  });

  it('is null with nothing next once every round has ended', async () => {
    await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'revealed' },
      { kind: 'shortlist', phase: 'closed' },
    ]);
    expect(await current()).toEqual({ round: null, next_round: null });
  });

  it('moves a round through upcoming, open, closed and revealed as its dates pass', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'upcoming' }]);
    const seen: Record<string, unknown> = {};
    for (const phase of Object.keys(PHASES) as Phase[]) {
      await setPhase(server.db, round!.id, phase);
      const page = await (await server.api('/api/v2/voting/1')).json();
      const { round: open, next_round: next } = await current();
      seen[phase] = { page: page.round.status, open: open?.status ?? null, next: next?.status ?? null };
    }
    expect(seen).toEqual({
      upcoming: { page: 'upcoming', open: null, next: 'upcoming' },
      open: { page: 'open', open: 'open', next: null },
      closed: { page: 'closed', open: null, next: null },
      revealed: { page: 'revealed', open: null, next: null },
    });
  });

  it('is in the API reference under the voting tag', async () => {
    type Operation = { tags: string[]; security?: unknown };
    const document = (await (await server.api('/api/docs/json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const paths = ['/api/v2/voting/current', '/api/v2/voting/{nominationId}', '/api/v2/voting/{nominationId}/vote'];
    for (const path of paths) expect(Object.values(document.paths[path]!).map((operation) => operation.tags)).toEqual([['voting']]);
    expect(document.paths['/api/v2/voting/{nominationId}/vote']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });
});
