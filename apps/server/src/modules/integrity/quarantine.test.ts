import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrityReport, RoundTally } from '@awards/contracts';
import { auditLog } from '../audit/tables';
import { votes } from '../voting/tables';
import { useTestServer } from '../../../test/harness';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { backstage, createStaffMember } from '../../../test/staff';
import { expectError, setPhase } from '../../../test/voting';
import { SCHEDULE, sealRound } from '../results';
import { fairRound, stuffedRound } from '../../../test/integrity';

describe('quarantining votes', () => {
  const server = useTestServer({ env: { TRUST_PROXY: '1' } });
  let organiser: string;
  let moderator: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'quarantine-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator } = await createStaffMember(server, 'quarantine-moderator@awards.test', ['moderator']));
  });
  beforeEach(() => server.db.delete(votes));

  const path = (roundId: number, what: string) => `/api/v2/backstage/rounds/${roundId}/${what}`;
  const write = (roundId: number, what: 'quarantine' | 'release', body: unknown, token = organiser) => backstage(server, token, path(roundId, what), { method: 'POST', body });
  const moved = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { votes: number }).votes;
  };
  const report = async (roundId: number) => IntegrityReport.parse(await (await backstage(server, organiser, path(roundId, 'integrity'))).json());
  const signalOf = async (roundId: number, kind: string) => (await report(roundId)).signals.find((signal) => signal.kind === kind)!;
  /** Nominee A's votes in the tally: all cast, and counted. */
  async function tallyOf(roundId: number, nomineeId: number) {
    const tally = RoundTally.parse(await (await backstage(server, organiser, path(roundId, 'tally'))).json());
    const { votes: cast, counted } = tally.nominations.flatMap((nomination) => nomination.nominees).find((nominee) => nominee.nominee_id === nomineeId)!;
    return { cast, counted };
  }
  const storedVotes = async () => (await server.db.select({ n: count() }).from(votes))[0]!.n;
  const lastRecord = async (action: string) => (await server.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

  it('holds a signal’s votes out of the tally with the reason, keeps them stored, and counts them again on release, each step on the record', async () => {
    const { round, nominees } = await stuffedRound(server);
    const stored = await storedVotes();
    expect(await tallyOf(round.id, nominees.a.id)).toEqual({ cast: 11, counted: 11 });

    const address = await signalOf(round.id, 'shared_address');
    expect(await moved(await write(round.id, 'quarantine', { signal: address.id, reason: 'One address, five accounts' }))).toBe(5);
    expect(await tallyOf(round.id, nominees.a.id)).toEqual({ cast: 11, counted: 6 });
    const held = await report(round.id);
    expect(held.signals.find((signal) => signal.kind === 'shared_address')).toMatchObject({ votes: 5, quarantined: 5 });
    expect(held.signals.find((signal) => signal.kind === 'nominee_burst')).toMatchObject({ votes: 11, quarantined: 5 });
    expect(held.quarantined).toEqual([{ reason: 'One address, five accounts', votes: 5, last_at: expect.any(String) }]);
    expect(await lastRecord('votes.quarantine')).toMatchObject({
      actorEmail: 'quarantine-organiser@awards.test',
      subjectType: 'round',
      subjectId: String(round.id),
      after: { signal: 'shared_address', byIds: false, votes: 5, reason: 'One address, five accounts' },
    });

    // The burst covers the five already held: only the other six move, and the five keep their first reason.
    const burst = await signalOf(round.id, 'nominee_burst');
    expect(await moved(await write(round.id, 'quarantine', { signal: burst.id, reason: 'Burst for one nominee' }))).toBe(6);
    expect(await tallyOf(round.id, nominees.a.id)).toEqual({ cast: 11, counted: 0 });
    expect((await report(round.id)).quarantined.map((group) => [group.reason, group.votes])).toEqual([
      ['Burst for one nominee', 6],
      ['One address, five accounts', 5],
    ]);

    expect(await moved(await write(round.id, 'release', { reason: 'One address, five accounts' }))).toBe(5);
    expect(await tallyOf(round.id, nominees.a.id)).toEqual({ cast: 11, counted: 5 });
    expect(await moved(await write(round.id, 'release', { signal: burst.id }))).toBe(6);
    expect(await tallyOf(round.id, nominees.a.id)).toEqual({ cast: 11, counted: 11 });
    expect(await lastRecord('votes.release')).toMatchObject({ subjectId: String(round.id), after: { signal: 'nominee_burst', byIds: false, votes: 6 } });
    expect((await report(round.id)).quarantined).toEqual([]);
    expect(await storedVotes()).toBe(stored);
  });

  it('quarantines and releases each kind of signal by its id, exactly the votes the report counted', async () => {
    const { round } = await stuffedRound(server);
    for (const signal of (await report(round.id)).signals) {
      expect(await moved(await write(round.id, 'quarantine', { signal: signal.id, reason: `Signal ${signal.kind}` })), signal.kind).toBe(signal.votes);
      expect((await report(round.id)).signals.find((shown) => shown.id === signal.id), signal.kind).toMatchObject({ votes: signal.votes, quarantined: signal.votes });
      expect(await moved(await write(round.id, 'release', { signal: signal.id })), signal.kind).toBe(signal.votes);
    }
    expect((await report(round.id)).quarantined).toEqual([]);
  });

  it('quarantines and releases votes by id, refusing ids that are not votes of the round without changing anything', async () => {
    const { round } = await fairRound(server);
    const ids = (await server.db.select({ id: votes.id }).from(votes).limit(3)).map((vote) => vote.id);
    await expectError(await write(round.id, 'quarantine', { vote_ids: [...ids, 999_999], reason: 'Checked by hand' }), 404, 'not_found');
    expect(await server.db.select().from(votes).where(isNotNull(votes.quarantinedAt))).toEqual([]);

    expect(await moved(await write(round.id, 'quarantine', { vote_ids: [...ids, ids[0]], reason: 'Checked by hand' }))).toBe(3);
    expect(await lastRecord('votes.quarantine')).toMatchObject({ after: { signal: null, byIds: true, votes: 3 } });
    expect(await moved(await write(round.id, 'release', { vote_ids: ids.slice(0, 1) }))).toBe(1);
    expect((await report(round.id)).quarantined).toEqual([{ reason: 'Checked by hand', votes: 2, last_at: expect.any(String) }]);
  });

  it('records every look at the tally', async () => {
    const { round } = await fairRound(server);
    await backstage(server, organiser, path(round.id, 'tally'));
    expect(await lastRecord('round.view_tally')).toMatchObject({ actorEmail: 'quarantine-organiser@awards.test', subjectType: 'round', subjectId: String(round.id) });
  });

  it('refuses input that names no votes, or names them twice over, or gives no reason', async () => {
    const { round } = await fairRound(server);
    for (const body of [{ reason: 'Why not' }, { signal: 'quick_votes', vote_ids: [1], reason: 'Both' }, { signal: 'quick_votes' }, { signal: 'quick_votes', reason: ' ' }, { signal: 'shared_address:zz', reason: 'Bad id' }]) {
      const response = await write(round.id, 'quarantine', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('validation_error');
    }
    expect((await write(round.id, 'release', { signal: 'quick_votes', reason: 'Both' })).status).toBe(400);
  });

  it('lets only organisers read the report and the tally and quarantine or release', async () => {
    const { round } = await fairRound(server);
    const { token: user } = await createSignedInUser(server, `quarantine-user-${Date.now()}@example.com`);
    for (const token of [moderator, user]) {
      expect((await backstage(server, token, path(round.id, 'integrity'))).status).toBe(403);
      expect((await backstage(server, token, path(round.id, 'tally'))).status).toBe(403);
      expect((await write(round.id, 'quarantine', { signal: 'quick_votes', reason: 'Not mine to do' }, token)).status).toBe(403);
      expect((await write(round.id, 'release', { signal: 'quick_votes' }, token)).status).toBe(403);
    }
    expect((await server.api(path(round.id, 'integrity'))).status).toBe(401);
    expect((await server.api(path(round.id, 'tally'), { headers: bearer('not-a-token') })).status).toBe(401);
  });

  it('refuses to quarantine or release once the round is sealed, and 404 for a round that does not exist', async () => {
    const { round } = await fairRound(server);
    const [vote] = await server.db.select({ id: votes.id }).from(votes).limit(1);
    expect(await moved(await write(round.id, 'quarantine', { vote_ids: [vote!.id], reason: 'Before the seal' }))).toBe(1);
    await setPhase(server.db, round.id, 'closed');
    await sealRound(server.db, round.id, SCHEDULE);
    await expectError(await write(round.id, 'quarantine', { signal: 'young_accounts', reason: 'After the seal' }), 409, 'round_sealed');
    await expectError(await write(round.id, 'release', { vote_ids: [vote!.id] }), 409, 'round_sealed');
    expect((await report(round.id)).quarantined).toEqual([{ reason: 'Before the seal', votes: 1, last_at: expect.any(String) }]);
    await expectError(await write(999_999, 'quarantine', { signal: 'young_accounts', reason: 'No such round' }), 404, 'not_found');
  });
});
