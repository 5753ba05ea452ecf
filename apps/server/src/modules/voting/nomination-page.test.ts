import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VotingNomination, type NominationSummary } from '@awards/contracts';
import { bearer } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createVoters } from '../../../test/voters';
import { castVote, expectError, replaceRounds, setPhase } from '../../../test/voting';

describe("a nomination's voting page", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const page = async (categoryId: number | string, headers: Record<string, string> = {}) => {
    const response = await server.api(`/api/v2/voting/${categoryId}`, { headers });
    expect(response.status).toBe(200);
    return VotingNomination.parse(await response.json());
  };

  it('titles the nomination in the language of the request, as the nominations list does', async () => {
    await replaceRounds(server.db, []);
    for (const language of ['EN', 'SP', 'RU', 'PT']) {
      const list = (await (await server.api('/api/v1/nomination/all', { headers: { 'accept-language': language } })).json()) as NominationSummary[];
      const response = await server.api('/api/v2/voting/7', { headers: { 'accept-language': language } });
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
      expect((await response.json()).nomination).toEqual({ id: 7, title: list.find((n) => n.id === 7)!.title });
    }
  });

  it('shows no round and no nominees when the season has no rounds', async () => {
    await replaceRounds(server.db, []);
    expect(await page(3)).toMatchObject({ round: null, nominees: [], my_vote: null, results: null });
  });

  it("lists the open round's nominees of this nomination in the organisers' order, with no results yet", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open', nominees: { 1: 5, 2: 4 } }]);
    const body = await page(1);
    expect(body.round).toMatchObject({ id: round!.id, kind: 'longlist', status: 'open' });
    // Nominees without an entry behind them have no moment to show.
    expect(body.nominees).toEqual(
      round!.byNomination(1).map((nominee) => ({ id: nominee.id, nickname: nominee.nickname, photo: nominee.photo, link_to_page: nominee.linkToPage, clip: null, time_code: null })),
    );
    expect(body).toMatchObject({ my_vote: null, results: null });
  });

  it('shows the latest round that has started when none is open, else the next one', async () => {
    const [longlist] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'closed' },
      { kind: 'shortlist', phase: 'upcoming' },
    ]);
    expect((await page(2)).round).toMatchObject({ id: longlist!.id, status: 'closed' });

    const [upcoming] = await replaceRounds(server.db, [{ kind: 'shortlist', phase: 'upcoming' }]);
    const body = await page(2);
    expect(body.round).toMatchObject({ id: upcoming!.id, status: 'upcoming' });
    expect(body.nominees.map((nominee) => nominee.id)).toEqual(upcoming!.byNomination(2).map((nominee) => nominee.id));
  });

  it("shows the caller their own vote in this round and nomination, other callers and guests none", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [voter, other] = await createVoters(server.db, server.config, 2);
    const chosen = round!.byNomination(1)[2]!;
    const cast = await (await castVote(server, 1, chosen.id, voter!.token)).json();

    expect((await page(1, bearer(voter!.token))).my_vote).toEqual({ nominee_id: chosen.id, created_at: cast.created_at });
    expect((await page(2, bearer(voter!.token))).my_vote).toBeNull();
    expect((await page(1, bearer(other!.token))).my_vote).toBeNull();
    expect((await page(1)).my_vote).toBeNull();
  });

  it('refuses a bad bearer token even though a token is optional', async () => {
    await expectError(await server.api('/api/v2/voting/1', { headers: bearer('not.a.token') }), 401, 'unauthorized');
  });

  it.each(['0', '12', 'abc', '1.5', '-1', '01', '99999999999', '1e1', '%20'])('answers 404 not_found for the category %s', async (categoryId) => {
    await expectError(await server.api(`/api/v2/voting/${categoryId}`), 404, 'not_found');
  });

  describe('results', () => {
    async function votedRound(phase: 'closed' | 'revealed') {
      const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
      const voters = await createVoters(server.db, server.config, 3);
      const [first, second] = round!.byNomination(1);
      for (const [index, voter] of voters.entries()) {
        expect((await castVote(server, 1, (index < 2 ? first : second)!.id, voter.token)).status).toBe(201);
      }
      await setPhase(server.db, round!.id, phase);
      return round!;
    }

    it('stay hidden after the round closes, until the reveal time', async () => {
      await votedRound('closed');
      const body = await page(1);
      expect(body.round?.status).toBe('closed');
      expect(body.results).toBeNull();
    });

    it('show every nominee in rank order with votes, their share to one decimal, and the sealed result, once revealed', async () => {
      const round = await votedRound('revealed');
      const [first, second, third, fourth] = round.byNomination(1);
      const body = await page(1);
      expect(body).toMatchObject({
        round: { status: 'revealed', seal: { digest: expect.stringMatching(/^[0-9a-f]{64}$/) } },
        results: [
          { nominee_id: first!.id, rank: 1, votes: 2, percentage: 66.7, jury_mean: null, result: 66.6667, tied: false },
          { nominee_id: second!.id, rank: 2, votes: 1, percentage: 33.3, jury_mean: null, result: 33.3333, tied: false },
          { nominee_id: third!.id, rank: 3, votes: 0, percentage: 0, result: 0, tied: true },
          { nominee_id: fourth!.id, rank: 4, votes: 0, percentage: 0, result: 0, tied: true },
        ],
        decision: { weights: { audience: 100, jury: 0 }, tie_break: 'audience_then_jury', decided_by: 'result' },
      });
      // Nobody voted in nomination 2 and no judge scored: no winner, the nominees in the organisers' order.
      const empty = await page(2);
      expect(empty.results!.map((result) => [result.nominee_id, result.votes, result.percentage])).toEqual(round.byNomination(2).map((nominee) => [nominee.id, 0, 0]));
      expect(empty.decision?.decided_by).toBe('none');
    });
  });
});
