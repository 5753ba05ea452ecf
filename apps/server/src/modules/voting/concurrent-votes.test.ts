import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { votes } from './tables';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createVoters } from '../../../test/voters';
import { castVote, replaceRounds } from '../../../test/voting';

/** The answer's status and code of each of `responses`, tallied. */
async function tally(responses: Response[]) {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const { code } = response.status === 201 ? { code: 'created' } : ((await response.json()) as { code: string });
    const key = `${response.status} ${code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('votes arriving at the same time', { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    // A thousand votes at once keep the fake captcha verifier on this machine busy: on a loaded
    // machine a verification can take longer than the 3 s after which a vote is refused, which is
    // not what these tests are about.
    server = await startTestServer({ tweakConfig: (config) => void (config.recaptcha.timeoutMs = 60_000) });
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('store exactly one of 1,000 identical votes from one user: one 201, 999 409 already_voted, no 5xx', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [voter] = await createVoters(server.db, server.config, 1);
    const nominee = round!.byNomination(1)[0]!;

    const responses = await Promise.all(Array.from({ length: 1000 }, () => castVote(server, 1, nominee.id, voter!.token)));

    expect(await tally(responses)).toEqual({ '201 created': 1, '409 already_voted': 999 });
    expect(await server.db.select().from(votes)).toHaveLength(1);
  });

  it('count every one of 50 users voting at once', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const voters = await createVoters(server.db, server.config, 50);
    const [first, second] = round!.byNomination(1);

    const responses = await Promise.all(voters.map((voter, index) => castVote(server, 1, (index % 5 === 0 ? second : first)!.id, voter.token)));

    expect(await tally(responses)).toEqual({ '201 created': 50 });
    const stored = await server.db.select().from(votes);
    expect(new Set(stored.map((vote) => vote.userId))).toEqual(new Set(voters.map((voter) => voter.id)));
    expect(stored.filter((vote) => vote.nomineeId === second!.id)).toHaveLength(10);
  });
});
