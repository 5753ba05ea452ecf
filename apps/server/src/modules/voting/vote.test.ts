import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../users/tables';
import { votes } from './tables';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { issueToken } from '../users';
import { countVotes } from './repository';
import { createVoters, type Voter } from '../../../test/voters';
import { castVote, expectError, replaceRounds, setPhase } from '../../../test/voting';

describe('voting for a nominee', () => {
  const server = useTestServer();
  let voter: Voter;
  beforeEach(async () => {
    await server.reset();
    voter = (await createVoters(server.db, server.config, 1))[0]!;
  });

  const openRound = async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    return round!;
  };

  it('answers 201 with the stored vote and counts it for the voter', async () => {
    const round = await openRound();
    const nominee = round.byNomination(2)[1]!;
    const response = await castVote(server, 2, nominee.id, voter.token);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(Number), round_id: round.id, nomination_id: 2, nominee_id: nominee.id, created_at: expect.any(String) });
    expect(Math.abs(Date.parse(body.created_at) - Date.now())).toBeLessThan(60_000);
    expect(await server.db.select().from(votes)).toEqual([expect.objectContaining({ id: body.id, userId: voter.id, nomineeId: nominee.id })]);
    expect(await countVotes(server.db, voter.id)).toBe(1);
  });

  it('keeps keyed hashes of the address alone and of the address with the user agent, never the address itself', async () => {
    const round = await openRound();
    const [other] = await createVoters(server.db, server.config, 1, 'other');
    const [first, second] = round.byNomination(1);
    await castVote(server, 1, first!.id, voter.token, { 'user-agent': 'Browser A' });
    await castVote(server, 2, round.byNomination(2)[0]!.id, voter.token, { 'user-agent': 'Browser A' });
    await castVote(server, 1, second!.id, other!.token, { 'user-agent': 'Browser B' });
    const stored = await server.db.select().from(votes).orderBy(votes.id);
    const hashes = stored.map((vote) => vote.clientHash);
    for (const hash of [...hashes, ...stored.map((vote) => vote.addressHash)]) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    // One address: a changed user agent changes the client's hash, never the address's.
    expect(new Set(stored.map((vote) => vote.addressHash)).size).toBe(1);
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  });

  it('allows one vote per nomination: a second one, even for another nominee, is 409 already_voted', async () => {
    const round = await openRound();
    const [first, second] = round.byNomination(1);
    expect((await castVote(server, 1, first!.id, voter.token)).status).toBe(201);
    await expectError(await castVote(server, 1, second!.id, voter.token), 409, 'already_voted');
    expect((await castVote(server, 2, round.byNomination(2)[0]!.id, voter.token)).status).toBe(201);
    expect(await countVotes(server.db, voter.id)).toBe(2);
  });

  it('says already_voted in the language of the request', async () => {
    const round = await openRound();
    const nominee = round.byNomination(1)[0]!;
    await castVote(server, 1, nominee.id, voter.token);
    const response = await castVote(server, 1, nominee.id, voter.token, { 'accept-language': 'PT' });
    expect(await response.json()).toMatchObject({ code: 'already_voted', message: 'Você já votou nesta categoria nesta rodada.' });
  });

  it('lets the same user vote again in the next round', async () => {
    const [longlist, shortlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'open' },
      { kind: 'shortlist', phase: 'upcoming' },
    ]);
    expect((await castVote(server, 1, longlist!.byNomination(1)[0]!.id, voter.token)).status).toBe(201);
    await setPhase(server.db, longlist!.id, 'closed');
    await setPhase(server.db, shortlist!.id, 'open');
    expect((await castVote(server, 1, shortlist!.byNomination(1)[0]!.id, voter.token)).status).toBe(201);
  });

  it('answers 401 without a token or with a bad one, storing nothing', async () => {
    const nominee = (await openRound()).byNomination(1)[0]!;
    const body = { nominee_id: nominee.id, captcha_token: 'vote:0.9', action: 'vote' };
    await expectError(await server.post('/api/v2/voting/1/vote', body), 401, 'unauthorized');
    await expectError(await server.post('/api/v2/voting/1/vote', body, bearer('x.y.z')), 401, 'unauthorized');
    expect(await server.db.select().from(votes)).toEqual([]);
  });

  it('answers 401 to a token its account no longer takes, or of a blocked account, and 403 to one that may only choose a password, storing nothing', async () => {
    const nominee = (await openRound()).byNomination(1)[0]!;
    const [account] = await server.db.select().from(users).where(eq(users.id, voter.id));
    await expectError(await castVote(server, 1, nominee.id, await issueToken(server.config, account!, { passwordChangeOnly: true })), 403, 'password_change_required');
    await server.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, voter.id));
    await expectError(await castVote(server, 1, nominee.id, voter.token), 401, 'unauthorized');
    const [blocked] = await createVoters(server.db, server.config, 1, 'blocked');
    await server.db.update(users).set({ blocked: true }).where(eq(users.id, blocked!.id));
    await expectError(await castVote(server, 1, nominee.id, blocked!.token), 401, 'unauthorized');
    expect(await server.db.select().from(votes)).toEqual([]);
  });

  it.each(['fail', 'signup:0.9', 'vote:0.1'])('answers 403 captcha_failed for the captcha token %s, storing nothing', async (captchaToken) => {
    const nominee = (await openRound()).byNomination(1)[0]!;
    const response = await server.post('/api/v2/voting/1/vote', { nominee_id: nominee.id, captcha_token: captchaToken, action: 'vote' }, bearer(voter.token));
    await expectError(response, 403, 'captcha_failed');
    expect(await server.db.select().from(votes)).toEqual([]);
  });

  it.each(['12', '0', 'abc', '1.5'])('answers 404 not_found for the category %s', async (categoryId) => {
    const nominee = (await openRound()).byNomination(1)[0]!;
    await expectError(await castVote(server, categoryId, nominee.id, voter.token), 404, 'not_found');
  });

  it('answers 404 not_found for a nominee of another nomination, of another round, or of none', async () => {
    const [closed, open] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'closed' },
      { kind: 'shortlist', phase: 'open' },
    ]);
    await expectError(await castVote(server, 1, open!.byNomination(2)[0]!.id, voter.token), 404, 'not_found');
    await expectError(await castVote(server, 1, closed!.byNomination(1)[0]!.id, voter.token), 404, 'not_found');
    await expectError(await castVote(server, 1, 2_000_000_000, voter.token), 404, 'not_found');
    expect(await server.db.select().from(votes)).toEqual([]);
  });

  it.each(['upcoming', 'closed', 'revealed'] as const)('answers 409 voting_closed when the only round is %s', async (phase) => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase }]);
    await expectError(await castVote(server, 1, round!.byNomination(1)[0]!.id, voter.token), 409, 'voting_closed');
  });

  it('answers 409 voting_closed in a nomination with no nominees in the open round, and with no rounds at all', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'shortlist', phase: 'open', nominees: { 1: 4 } }]);
    await expectError(await castVote(server, 5, round!.byNomination(1)[0]!.id, voter.token), 409, 'voting_closed');
    await replaceRounds(server.db, []);
    await expectError(await castVote(server, 1, 1, voter.token), 409, 'voting_closed');
  });
});

describe('votes from one address', () => {
  // Behind a trusted proxy on loopback, X-Forwarded-For names the voter's address: one test acts as many.
  const server = useTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, rateLimits: { votesPerAddress: 3, votesPerAddressWindowMs: 60_000 } });
  beforeEach(() => server.reset());

  it('answer 429 rate_limited with Retry-After past the limit, even from another account with another user agent, storing nothing; another address still votes', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominee = round!.byNomination(1)[0]!;
    const voters = await createVoters(server.db, server.config, 5);
    const from = (address: string, agent: string) => ({ 'x-forwarded-for': address, 'user-agent': agent });
    for (const [n, voter] of voters.slice(0, 3).entries()) expect((await castVote(server, 1, nominee.id, voter.token, from('198.51.100.7', `Browser ${n}`))).status).toBe(201);

    const refused = await castVote(server, 1, nominee.id, voters[3]!.token, from('198.51.100.7', 'Browser 3'));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(refused, 429, 'rate_limited');
    expect(await server.db.select().from(votes)).toHaveLength(3);

    expect((await castVote(server, 1, nominee.id, voters[3]!.token, from('198.51.100.8', 'Browser 3'))).status).toBe(201);
    expect((await castVote(server, 1, nominee.id, voters[4]!.token, from('198.51.100.8', 'Browser 3'))).status).toBe(201);
  });

  it('count a vote refused for a bad token too, which is still answered 401 past the limit', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominee = round!.byNomination(1)[0]!;
    const [voter] = await createVoters(server.db, server.config, 1);
    const from = { 'x-forwarded-for': '198.51.100.10' };
    for (let n = 0; n < 3; n++) await expectError(await castVote(server, 1, nominee.id, 'not.a.token', from), 401, 'unauthorized');

    await expectError(await castVote(server, 1, nominee.id, 'not.a.token', from), 401, 'unauthorized');
    await expectError(await castVote(server, 1, nominee.id, voter!.token, from), 429, 'rate_limited');
  });

  it('count votes arriving together one by one: of 10 at once from one address, 3 are stored and 7 answered 429', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominee = round!.byNomination(1)[0]!;
    const voters = await createVoters(server.db, server.config, 10);

    const responses = await Promise.all(voters.map((voter) => castVote(server, 1, nominee.id, voter.token, { 'x-forwarded-for': '198.51.100.9' })));

    expect(responses.map((response) => response.status).sort()).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);
    expect(await server.db.select().from(votes)).toHaveLength(3);
  });
});

describe('votes from one address without a limit', () => {
  const server = useTestServer({ rateLimits: { votesPerAddress: 0, votesPerAddressWindowMs: 60_000 } });

  it('are all taken when the limit is 0', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const voters = await createVoters(server.db, server.config, 4);
    for (const voter of voters) expect((await castVote(server, 1, round!.byNomination(1)[0]!.id, voter.token)).status).toBe(201);
  });
});
