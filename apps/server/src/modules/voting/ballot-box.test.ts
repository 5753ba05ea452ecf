import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../users/tables';
import { votes } from './tables';
import { useTestServer } from '../../../test/harness';
import { ballotBox } from './ballot-box';
import { prepareVoteInsert, type Ballot } from './vote-statement';
import { createVoters, type Voter } from '../../../test/voters';
import { replaceRounds } from '../../../test/voting';

describe('the ballot box', () => {
  const server = useTestServer();
  let voters: Voter[];
  beforeEach(async () => {
    await server.reset();
    voters = await createVoters(server.db, server.config, 30);
  });

  /** A ballot box on the test server's database, counting the statements it runs. */
  function openBox() {
    const insertVotes = prepareVoteInsert(server.db);
    let statements = 0;
    const cast = ballotBox((ballots) => {
      statements++;
      return insertVotes(ballots);
    });
    return { cast, statements: () => statements };
  }
  const ballot = (voter: Voter, nominee: { id: number; nominationId: number }): Ballot => ({
    userId: voter.id,
    tokenVersion: 0,
    nominationId: nominee.nominationId,
    nomineeId: nominee.id,
    clientHash: 'c'.repeat(64),
    addressHash: 'a'.repeat(64),
    castAt: new Date(),
  });
  const stored = () => server.db.select().from(votes);

  /** Makes the database refuse to store the votes of `userIds` (all votes when left out) until the test ends. */
  async function refuseVotes(during: () => Promise<void>, userIds?: number[]) {
    const refused = userIds ? `new.user_id in (${userIds.join(', ')})` : 'true';
    await server.db.execute(sql.raw(`create function refuse_vote() returns trigger language plpgsql as $$ begin if ${refused} then raise exception 'vote refused'; end if; return new; end $$`));
    await server.db.execute(sql.raw('create trigger refuse_vote before insert on votes for each row execute function refuse_vote()'));
    try {
      await during();
    } finally {
      await server.db.execute(sql.raw('drop trigger refuse_vote on votes'));
      await server.db.execute(sql.raw('drop function refuse_vote()'));
    }
  }

  it('stores the ballots cast together in one statement, and answers each with its own vote', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominees = round!.byNomination(1);
    const box = openBox();

    const answers = await Promise.all(voters.map((voter, index) => box.cast(ballot(voter, nominees[index % nominees.length]!))));

    expect(box.statements()).toBe(1);
    expect(answers.map((vote) => [vote?.userId, vote?.nomineeId])).toEqual(voters.map((voter, index) => [voter.id, nominees[index % nominees.length]!.id]));
    expect(await stored()).toHaveLength(voters.length);
  });

  it("stores one of a user's ballots cast together in a nomination, answering the others as not stored, for the same nominee or another", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [first, second] = round!.byNomination(1);
    const [one, other] = voters;
    const box = openBox();

    const answers = await Promise.all([ballot(one!, first!), ballot(one!, first!), ballot(one!, second!), ballot(other!, second!)].map(box.cast));

    expect(answers.map((vote) => vote?.nomineeId)).toEqual([first!.id, undefined, undefined, second!.id]);
    expect((await stored()).map((vote) => [vote.userId, vote.nomineeId]).sort()).toEqual([[one!.id, first!.id], [other!.id, second!.id]].sort());
  });

  it("stores a user's ballot for an open nominee when the one cast with it in the same nomination named a nominee of a closed round", async () => {
    const [closed, open] = await replaceRounds(server.db, [
      { kind: 'longlist', phase: 'closed' },
      { kind: 'shortlist', phase: 'open' },
    ]);
    const box = openBox();

    const answers = await Promise.all([ballot(voters[0]!, closed!.byNomination(1)[0]!), ballot(voters[0]!, open!.byNomination(1)[0]!)].map(box.cast));

    expect(answers.map((vote) => vote?.roundId)).toEqual([undefined, open!.id]);
    expect(await stored()).toEqual([expect.objectContaining({ userId: voters[0]!.id, roundId: open!.id })]);
  });

  it("stores no ballot whose voter's account has moved to another token version or was blocked, and the others cast with them", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominee = round!.byNomination(1)[0]!;
    const [revoked, blocked, kept] = voters;
    await server.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, revoked!.id));
    await server.db.update(users).set({ blocked: true }).where(eq(users.id, blocked!.id));
    const box = openBox();

    const answers = await Promise.all([revoked!, blocked!, kept!].map((voter) => box.cast(ballot(voter, nominee))));

    expect(answers.map((vote) => vote?.userId)).toEqual([undefined, undefined, kept!.id]);
    expect((await stored()).map((vote) => vote.userId)).toEqual([kept!.id]);
  });

  it('stores the other ballots of a batch when the database refuses one, and fails that one alone, storing nothing of it', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominee = round!.byNomination(1)[0]!;
    const refused = voters[3]!;
    const box = openBox();

    await refuseVotes(async () => {
      const answers = await Promise.allSettled(voters.slice(0, 8).map((voter) => box.cast(ballot(voter, nominee))));
      expect(answers.map((answer) => answer.status)).toEqual(voters.slice(0, 8).map((voter) => (voter === refused ? 'rejected' : 'fulfilled')));
    }, [refused.id]);

    expect((await stored()).map((vote) => vote.userId).sort()).toEqual(voters.slice(0, 8).filter((voter) => voter !== refused).map((voter) => voter.id).sort());
  });

  it('answers every ballot of a batch with an error, storing none, when the database fails them all', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const nominee = round!.byNomination(1)[0]!;
    const box = openBox();

    await refuseVotes(async () => {
      const answers = await Promise.allSettled(voters.slice(0, 5).map((voter) => box.cast(ballot(voter, nominee))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill('rejected'));
    });

    expect(await stored()).toEqual([]);
  });
});
