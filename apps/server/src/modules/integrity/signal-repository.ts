import { and, count, countDistinct, desc, eq, gt, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { minutes, toMillisecond } from '../../lib/db/moments';
import { readRoundNominees } from '../rounds';
import { accountFacts } from '../users';
import { votesOfRound } from '../voting';
import { LISTED_PER_KIND, THRESHOLDS } from './thresholds';
import { votedInRound } from './voter-accounts';

/**
 * The reads that find a round's signals, each a grouping in the database over the round's votes
 * (found by the round's index) and their voters' accounts: only the groups that pass a threshold,
 * the largest first, come back, or a round's voters' mail domains, a few thousand at most.
 */

const epochMs = (moment: SQL) => sql<number>`(extract(epoch from ${moment}) * 1000)::float8`;
const int = (aggregate: SQL) => sql<number>`(${aggregate})::int`;
/** How many groups passed the threshold in all, beside the largest few a read lists. */
const groupsInAll = int(sql`count(*) over ()`);

/** Each round voter's votes in the round, and how many of them are quarantined. */
function voterVotes(db: Database, roundId: number) {
  const roundVotes = votesOfRound(db, roundId);
  return db
    .select({ userId: roundVotes.userId, votes: count().as('votes'), quarantined: count(roundVotes.quarantinedAt).as('quarantined') })
    .from(roundVotes)
    .where(isNotNull(roundVotes.userId))
    .groupBy(roundVotes.userId)
    .as('voter_votes');
}

/**
 * Runs of accounts created from one address, each within the gap of the previous, of at least the
 * threshold's size, of which some voted in the round: the address's hash, the run's size and span,
 * and its voters' votes. The largest runs only, with how many there are in all.
 */
export function readSignUpBursts(db: Database, roundId: number) {
  const { accounts: least, gapMinutes } = THRESHOLDS.signUpBurst;
  const voting = accountFacts(db, 'round_voters');
  const facts = accountFacts(db);
  const previous = sql`lag(${facts.createdAt}) over (partition by ${facts.signUpAddressHash} order by ${facts.createdAt}, ${facts.id})`;
  const addresses = db
    .selectDistinct({ hash: voting.signUpAddressHash })
    .from(voting)
    .where(and(isNotNull(voting.signUpAddressHash), votedInRound(db, roundId, voting.id)));
  const accounts = db
    .select({
      id: facts.id,
      hash: facts.signUpAddressHash,
      createdAt: facts.createdAt,
      starts: sql<number>`case when ${facts.createdAt} - ${previous} <= ${minutes(gapMinutes)} then 0 else 1 end`.as('starts'),
    })
    .from(facts)
    .where(inArray(facts.signUpAddressHash, addresses))
    .as('accounts');
  const runs = db
    .select({ id: accounts.id, hash: accounts.hash, createdAt: accounts.createdAt, run: sql<number>`sum(${accounts.starts}) over (partition by ${accounts.hash} order by ${accounts.createdAt}, ${accounts.id})`.as('run') })
    .from(accounts)
    .as('runs');
  const voters = voterVotes(db, roundId);
  return db
    .select({
      hash: sql<string>`${runs.hash}`,
      accounts: count(),
      voters: count(voters.userId),
      votes: int(sql`coalesce(sum(${voters.votes}), 0)`),
      quarantined: int(sql`coalesce(sum(${voters.quarantined}), 0)`),
      firstAt: epochMs(sql`min(${toMillisecond(sql`${runs.createdAt}`)})`),
      lastAt: epochMs(sql`max(${toMillisecond(sql`${runs.createdAt}`)})`),
      inAll: groupsInAll,
    })
    .from(runs)
    .leftJoin(voters, eq(voters.userId, runs.id))
    .groupBy(runs.hash, runs.run)
    .having(and(gte(count(), least), gt(count(voters.userId), 0)))
    .orderBy(desc(count()), sql`${runs.hash}`)
    .limit(LISTED_PER_KIND);
}

/**
 * Addresses that at least the threshold's number of accounts voted from: the address's hash, its
 * accounts, user agents and votes. The largest only, with how many there are in all.
 */
export function readSharedAddresses(db: Database, roundId: number) {
  const roundVotes = votesOfRound(db, roundId);
  return db
    .select({
      hash: sql<string>`${roundVotes.addressHash}`,
      accounts: countDistinct(roundVotes.userId),
      userAgents: countDistinct(roundVotes.clientHash),
      votes: count(),
      quarantined: count(roundVotes.quarantinedAt),
      inAll: groupsInAll,
    })
    .from(roundVotes)
    .where(isNotNull(roundVotes.addressHash))
    .groupBy(roundVotes.addressHash)
    .having(gte(countDistinct(roundVotes.userId), THRESHOLDS.sharedAddress.accounts))
    .orderBy(desc(countDistinct(roundVotes.userId)), roundVotes.addressHash)
    .limit(LISTED_PER_KIND);
}

/**
 * Per nominee, its busiest window of the round (the window that starts at one of its votes and
 * holds the most), when that holds at least the threshold's votes; with the nominee's votes in the
 * whole round, to set the window against its usual rate, and its nomination and nickname.
 */
export async function readNomineeBursts(db: Database, roundId: number) {
  const roundVotes = votesOfRound(db, roundId);
  const moment = toMillisecond(roundVotes.createdAt);
  const frame = sql`partition by ${roundVotes.nomineeId} order by ${moment} range between current row and ${minutes(THRESHOLDS.nomineeBurst.windowMinutes)} following`;
  const windows = db
    .select({
      nomineeId: roundVotes.nomineeId,
      from: epochMs(moment).as('from_ms'),
      // The frame's last vote, read where the frame ends: max() would scan every frame again.
      to: epochMs(sql`last_value(${moment}) over (${frame})`).as('to_ms'),
      votes: int(sql`count(*) over (${frame})`).as('window_votes'),
      quarantined: int(sql`count(${roundVotes.quarantinedAt}) over (${frame})`).as('window_quarantined'),
      total: int(sql`count(*) over (partition by ${roundVotes.nomineeId})`).as('nominee_votes'),
    })
    .from(roundVotes)
    .as('windows');
  const [bursts, nominees] = await Promise.all([
    db
      .selectDistinctOn([windows.nomineeId], { nomineeId: windows.nomineeId, from: windows.from, to: windows.to, votes: windows.votes, quarantined: windows.quarantined, total: windows.total })
      .from(windows)
      .where(gte(windows.votes, THRESHOLDS.nomineeBurst.votes))
      .orderBy(windows.nomineeId, desc(windows.votes), windows.from),
    readRoundNominees(db, roundId),
  ]);
  const byId = new Map(nominees.map((nominee) => [nominee.id, nominee]));
  return bursts.flatMap(({ nomineeId, ...burst }) => {
    const nominee = byId.get(nomineeId);
    return nominee ? [{ nomineeId, nominationId: nominee.nominationId, nickname: nominee.nickname, ...burst }] : [];
  });
}
