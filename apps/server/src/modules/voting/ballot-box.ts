import { batched } from '../../lib/db/batched';
import type { Ballot, InsertVotes, StoredVote } from './vote-statement';

const pairOf = (vote: { userId: number | null; nominationId: number }) => `${vote.userId}:${vote.nominationId}`;

/**
 * Stores a batch of ballots, each answered with its vote, or undefined when it was not stored (a
 * repeat, or a nominee not open: the caller finds out which). A statement takes one ballot per
 * (user, nomination), in that order, so that two servers' batches meet the unique index in the
 * same order; a later ballot of a pair repeats the first when it names the same nominee, and
 * otherwise goes in the next statement, where the first one's fate decides it.
 */
async function storeDistinct(insertVotes: InsertVotes, ballots: readonly Ballot[]): Promise<(StoredVote | undefined)[]> {
  const firsts = new Map<string, number>();
  const later: number[] = [];
  ballots.forEach((ballot, index) => {
    const first = firsts.get(pairOf(ballot));
    if (first === undefined) firsts.set(pairOf(ballot), index);
    else if (ballot.nomineeId !== ballots[first]!.nomineeId) later.push(index);
  });
  const inOrder = [...firsts.values()].map((index) => ballots[index]!).sort((a, b) => a.userId - b.userId || a.nominationId - b.nominationId);
  const stored = new Map((await insertVotes(inOrder)).map((vote) => [pairOf(vote), vote]));
  const answers = ballots.map((ballot, index) => (firsts.get(pairOf(ballot)) === index ? stored.get(pairOf(ballot)) : undefined));
  if (later.length > 0) (await storeDistinct(insertVotes, later.map((index) => ballots[index]!))).forEach((vote, n) => (answers[later[n]!] = vote));
  return answers;
}

/**
 * A statement fails whole, storing nothing, and one ballot the database refuses (its nominee
 * removed as it arrived) would fail the others with it: each is then tried alone, and fails alone.
 */
async function store(insertVotes: InsertVotes, ballots: readonly Ballot[]): Promise<(StoredVote | undefined | Error)[]> {
  try {
    return await storeDistinct(insertVotes, ballots);
  } catch (error) {
    if (ballots.length === 1) return [error instanceof Error ? error : new Error(String(error))];
    return (await Promise.all(ballots.map((ballot) => store(insertVotes, [ballot])))).flat();
  }
}

/**
 * The server's ballot box: votes arriving together are stored together (see batched), one
 * statement and one commit for a crowd's. Each caller is answered only once its vote is committed
 * (its vote, or undefined for one not stored), or with its own error.
 */
export function ballotBox(insertVotes: InsertVotes): (ballot: Ballot) => Promise<StoredVote | undefined> {
  return batched((ballots: readonly Ballot[]) => store(insertVotes, ballots));
}
