import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RoundStandings, VotingNomination } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { votingRounds } from '../rounds/tables';
import { votes } from '../voting/tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { createVoters } from '../../../test/voters';
import { castVote, expectError, replaceRounds, setPhase } from '../../../test/voting';
import { holdNomination, roundLife } from '../rounds';
import { SCHEDULE } from './seal';
import { sealDueRounds } from './scheduled-sealing';
import { assign, declareConflict, score } from '../../../test/jury';

describe('sealing a round', () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'seal-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'seal-moderator@awards.test', ['moderator']));
  });
  beforeEach(() => server.db.delete(votes));

  const seal = (roundId: number, token = organiser) => backstage(server, token, `/api/v2/backstage/rounds/${roundId}/seal`, { method: 'POST' });
  const page = async (nominationId: number) => VotingNomination.parse(await (await server.api(`/api/v2/voting/${nominationId}`)).json());
  const download = (roundId: number) => server.api(`/api/v2/rounds/${roundId}/standings`);
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

  /** A longlist in which ten voters voted, closed and not yet revealed: nominee 2 of nomination 1 leads 6 to 4. */
  async function votedRound() {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const voters = await createVoters(server.db, server.config, 10, `seal-${Date.now()}`);
    const [first, second] = round!.byNomination(1);
    for (const [index, voter] of voters.entries()) expect((await castVote(server, 1, (index < 6 ? second : first)!.id, voter.token)).status).toBe(201);
    await setPhase(server.db, round!.id, 'closed');
    return { round: round!, first: first!, second: second!, voters };
  }

  it('stores the standings once with the SHA-256 of their canonical JSON, which the public round shows from then on', async () => {
    const { round, second } = await votedRound();
    expect((await page(1)).round?.seal).toBeNull();

    const response = await seal(round.id);
    expect(response.status).toBe(200);
    const { sealed_at, digest } = (await response.json()) as { sealed_at: string; digest: string };
    const [stored] = await server.db.select().from(votingRounds).where(eq(votingRounds.id, round.id));
    expect(digest).toBe(sha256(stored!.standings!));

    const shown = await page(1);
    expect(shown.round).toMatchObject({ status: 'closed', seal: { sealed_at, digest } });
    expect(shown.results).toBeNull();

    const standings = RoundStandings.parse(JSON.parse(stored!.standings!));
    expect(standings.nominations.find((nomination) => nomination.nomination_id === 1)).toMatchObject({
      total_votes: 10,
      weights: { audience: 100, jury: 0 },
      decided_by: 'result',
      nominees: expect.arrayContaining([expect.objectContaining({ rank: 1, nominee_id: second.id, votes: 6, audience_share: 0.6, result: 60 })]),
    });
    const [record] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'round.seal')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(record).toMatchObject({ actorEmail: 'seal-organiser@awards.test', subjectType: 'round', subjectId: String(round.id), after: { digest, sealedAt: sealed_at } });
  });

  it('blends the judges’ scores into the standings, leaving out a judge who declared a conflict', async () => {
    const { round, first, second } = await votedRound();
    const judges = await Promise.all(['one', 'two', 'three'].map((name) => createStaffMember(server, `seal-judge-${name}-${Date.now()}@awards.test`, ['judge'])));
    for (const judge of judges) await assign(server, organiser, judge.id, [[round.id, 1]]);
    // Scores: judge one 8 and 6, judge two 4 and 6; judge three scores 1 for the leader, then declares a conflict.
    const given: [number, number, number][] = [[0, first.id, 8], [0, second.id, 6], [1, first.id, 4], [1, second.id, 6], [2, second.id, 1]];
    for (const [judge, nomineeId, value] of given) expect((await score(server, judges[judge]!.staffToken, round.id, 1, nomineeId, value)).status).toBe(200);
    expect((await declareConflict(server, judges[2]!.staffToken, round.id, 1)).status).toBe(200);

    expect((await seal(round.id)).status).toBe(200);
    const [stored] = await server.db.select().from(votingRounds).where(eq(votingRounds.id, round.id));
    const nomination = RoundStandings.parse(JSON.parse(stored!.standings!)).nominations.find((row) => row.nomination_id === 1)!;
    // Votes 4 and 6 of 10; means 6 and 6 of 12: first = 70×.4 + 30×.5 = 43, second = 70×.6 + 30×.5 = 57.
    expect(nomination).toMatchObject({ judges: 2, abstentions: 1, weights: { audience: 70, jury: 30 }, decided_by: 'result' });
    expect(nomination.nominees.slice(0, 2).map((row) => [row.nominee_id, row.jury_scores, row.jury_mean, row.jury_share, row.result])).toEqual([
      [second.id, 2, 6, 0.5, 57],
      [first.id, 2, 6, 0.5, 43],
    ]);
    // After the seal a score changes nothing: the jury's sheet is closed.
    expect((await score(server, judges[0]!.staffToken, round.id, 1, first.id, 10)).status).toBe(409);
  });

  it('refuses an open round (409 round_not_closed), a sealed one (409 round_sealed), an unknown one (404) and a moderator (403)', async () => {
    const [open] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    await expectError(await seal(open!.id), 409, 'round_not_closed');
    await setPhase(server.db, open!.id, 'closed');
    await expectError(await seal(open!.id, moderator), 403, 'forbidden');
    expect((await seal(open!.id)).status).toBe(200);
    await expectError(await seal(open!.id), 409, 'round_sealed');
    await expectError(await seal(2_000_000), 404, 'not_found');
    expect((await seal(4_294_967_296)).status).toBe(400);
  });

  it('keeps the standings when votes arrive after sealing, and the database refuses to rewrite them', async () => {
    const { round, voters } = await votedRound();
    const { digest } = (await (await seal(round.id)).json()) as { digest: string };
    // Votes stored behind the API's back, after the seal: they must change nothing the public sees.
    await server.db.insert(votes).values(voters.slice(0, 4).map((voter) => ({ roundId: round.id, nominationId: 2, nomineeId: round.byNomination(2)[0]!.id, userId: voter.id, clientHash: 'late' })));
    await setPhase(server.db, round.id, 'revealed');

    const body = await download(round.id);
    expect(body.status).toBe(200);
    const text = await body.text();
    expect(sha256(text)).toBe(digest);
    const standings = RoundStandings.parse(JSON.parse(text));
    expect(standings.nominations.find((nomination) => nomination.nomination_id === 2)!.total_votes).toBe(0);
    expect((await page(2)).results!.every((result) => result.votes === 0)).toBe(true);

    await expect(server.db.update(votingRounds).set({ standings: '{}' }).where(eq(votingRounds.id, round.id))).rejects.toThrow();
    await expect(server.db.update(votingRounds).set({ sealedAt: null }).where(eq(votingRounds.id, round.id))).rejects.toThrow();
  });

  it('lets anyone download the standings only after the reveal, byte for byte what the digest names; before, 409 not_revealed_yet says when', async () => {
    const { round } = await votedRound();
    await expectError(await download(round.id), 409, 'not_revealed_yet');
    const { digest } = (await (await seal(round.id)).json()) as { digest: string };
    expect((await page(1)).round?.seal?.digest).toBe(digest);
    await expectError(await download(round.id), 409, 'not_revealed_yet');
    const inRussian = await server.api(`/api/v2/rounds/${round.id}/standings`, { headers: { 'Accept-Language': 'ru' } });
    expect(await inRussian.json()).toEqual({
      statusCode: 409,
      code: 'not_revealed_yet',
      message: 'Итоговую таблицу этого этапа голосования можно будет скачать после объявления его последней номинации.',
    });
    await expectError(await download(round.id + 1000), 404, 'not_found');

    await setPhase(server.db, round.id, 'revealed');
    const response = await download(round.id);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="standings-round-${round.id}.json"`);
    expect(sha256(await response.text())).toBe(digest);
    const results = (await page(1)).results!;
    expect(results.map((result) => [result.rank, result.votes, result.percentage, result.result])).toEqual([
      [1, 6, 60, 60],
      [2, 4, 40, 40],
      [3, 0, 0, 0],
      [4, 0, 0, 0],
    ]);
  });

  it('leaves quarantined votes out of the standings, their digest and the public results; released before the seal, they count again', async () => {
    const quarantine = (roundId: number, action: 'quarantine' | 'release', voteIds: number[]) =>
      backstage(server, organiser, `/api/v2/backstage/rounds/${roundId}/${action}`, { method: 'POST', body: { vote_ids: voteIds, ...(action === 'quarantine' && { reason: 'Sock puppets' }) } });
    const sealedNomination = async (roundId: number) => {
      const [stored] = await server.db.select().from(votingRounds).where(eq(votingRounds.id, roundId));
      expect(sha256(stored!.standings!)).toBe(stored!.standingsDigest);
      return RoundStandings.parse(JSON.parse(stored!.standings!)).nominations.find((nomination) => nomination.nomination_id === 1)!;
    };

    const held = await votedRound();
    const heldIds = (await server.db.select({ id: votes.id }).from(votes).where(eq(votes.nomineeId, held.second.id)).limit(3)).map((vote) => vote.id);
    expect((await quarantine(held.round.id, 'quarantine', heldIds)).status).toBe(200);
    expect((await seal(held.round.id)).status).toBe(200);
    const standing = await sealedNomination(held.round.id);
    expect(standing.total_votes).toBe(7);
    expect(standing.nominees.slice(0, 2).map((nominee) => [nominee.nominee_id, nominee.votes])).toEqual([
      [held.first.id, 4],
      [held.second.id, 3],
    ]);
    await setPhase(server.db, held.round.id, 'revealed');
    expect((await page(1)).results!.slice(0, 2).map((result) => [result.nominee_id, result.votes])).toEqual([
      [held.first.id, 4],
      [held.second.id, 3],
    ]);

    const released = await votedRound();
    const releasedIds = (await server.db.select({ id: votes.id }).from(votes).where(eq(votes.nomineeId, released.second.id)).limit(3)).map((vote) => vote.id);
    expect((await quarantine(released.round.id, 'quarantine', releasedIds)).status).toBe(200);
    expect((await quarantine(released.round.id, 'release', releasedIds)).status).toBe(200);
    expect((await seal(released.round.id)).status).toBe(200);
    const counted = await sealedNomination(released.round.id);
    expect(counted.total_votes).toBe(10);
    expect(counted.nominees[0]).toMatchObject({ nominee_id: released.second.id, votes: 6 });
  });

  it('shows sealed standings to an organiser before the reveal, and records each look', async () => {
    const { round } = await votedRound();
    await expectError(await backstage(server, organiser, `/api/v2/backstage/rounds/${round.id}/standings`), 409, 'round_not_sealed');
    const { digest } = (await (await seal(round.id)).json()) as { digest: string };
    await expectError(await backstage(server, moderator, `/api/v2/backstage/rounds/${round.id}/standings`), 403, 'forbidden');

    const response = await backstage(server, organiser, `/api/v2/backstage/rounds/${round.id}/standings`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { seal: { digest: string }; standings: unknown };
    expect(body.seal.digest).toBe(digest);
    expect(RoundStandings.parse(body.standings).round.id).toBe(round.id);
    const looks = await server.db.select().from(auditLog).where(eq(auditLog.action, 'round.view_standings'));
    expect(looks.filter((look) => look.subjectId === String(round.id))).toHaveLength(1);
  });

  it('is done by the schedule for a round reaching its reveal time unsealed, never for a round revealed live', async () => {
    const [scheduled, live] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'closed' },
      { kind: 'shortlist', phase: 'closed' },
    ]);
    await server.db.update(votingRounds).set({ liveReveal: true }).where(eq(votingRounds.id, live!.id));
    await server.db.update(votingRounds).set({ revealsAt: new Date(Date.now() - 1000) }).where(sql`true`);
    await sealDueRounds(server.app);
    const rounds = await server.db.select().from(votingRounds).orderBy(votingRounds.id);
    expect(rounds.map((round) => [round.id, round.sealedAt !== null])).toEqual([
      [scheduled!.id, true],
      [live!.id, false],
    ]);
    const [record] = await server.db.select().from(auditLog).where(eq(auditLog.subjectId, String(scheduled!.id)));
    expect(record).toMatchObject({ action: 'round.seal', actorEmail: 'schedule', actorId: null });
  });

  it('reveals a live round nomination by nomination: results only where the control room has revealed, the round once all are', async () => {
    const { round } = await votedRound();
    await server.db.update(votingRounds).set({ liveReveal: true, revealsAt: new Date(Date.now() - 1000) }).where(eq(votingRounds.id, round.id));
    await seal(round.id);
    expect((await page(1)).results).toBeNull();

    await roundLife.revealNomination(server.db, SCHEDULE, 1);
    const [one, two] = [await page(1), await page(2)];
    expect(one.results).toHaveLength(4);
    expect(one.decision).toEqual({ weights: { audience: 100, jury: 0 }, tie_break: 'audience_then_jury', decided_by: 'result' });
    expect(two.results).toBeNull();
    expect(one.round?.status).toBe('closed');
    await expectError(await download(round.id), 409, 'not_revealed_yet');

    // Nobody voted in nomination 2: it waits, held back, until an organiser lets it go.
    await expect(roundLife.revealNomination(server.db, SCHEDULE, 2)).rejects.toMatchObject({ code: 'held_back' });
    await holdNomination(server.db, SCHEDULE, 2, false);
    await roundLife.revealNomination(server.db, SCHEDULE, 2);
    expect((await page(2)).round?.status).toBe('revealed');
    expect((await download(round.id)).status).toBe(200);
  });
});
