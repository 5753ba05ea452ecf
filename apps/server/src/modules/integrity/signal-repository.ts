import { and, count, countDistinct, desc, eq, gt, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { nominees } from '../rounds/tables';
import { users } from '../users/tables';
import { votes } from '../voting/tables';
import { domainOf, minutes, toMillisecond } from './repository';
import { LISTED_PER_KIND, THRESHOLDS } from './thresholds';

/**
 * The reads that find a round's signals, each a grouping in the database over the round's votes
 * (found by the round's index) and their voters' accounts: only the groups that pass a threshold,
 * the largest first, come back, or a round's voters' mail domains, a few thousand at most.
 */

const epochMs = (moment: SQL) => sql<number>`(extract(epoch from ${moment}) * 1000)::float8`;
const int = (aggregate: SQL) => sql<number>`(${aggregate})::int`;
/** How many groups passed the threshold in all, beside the largest few a read lists. */
const groupsInAll = int(sql`count(*) over ()`);
const roundVoterIds = (db: Database, roundId: number) => db.select({ userId: votes.userId }).from(votes).where(eq(votes.roundId, roundId));

/** Each round voter's votes in the round, and how many of them are quarantined. */
const voterVotes = (db: Database, roundId: number) =>
  db
    .select({ userId: votes.userId, votes: count().as('votes'), quarantined: count(votes.quarantinedAt).as('quarantined') })
    .from(votes)
    .where(and(eq(votes.roundId, roundId), isNotNull(votes.userId)))
    .groupBy(votes.userId)
    .as('voter_votes');

/**
 * Runs of accounts created from one address, each within the gap of the previous, of at least the
 * threshold's size, of which some voted in the round: the address's hash, the run's size and span,
 * and its voters' votes. The largest runs only, with how many there are in all.
 */
export function readSignUpBursts(db: Database, roundId: number) {
  const { accounts: least, gapMinutes } = THRESHOLDS.signUpBurst;
  const previous = sql`lag(${users.createdAt}) over (partition by ${users.signUpAddressHash} order by ${users.createdAt}, ${users.id})`;
  const addresses = db
    .selectDistinct({ hash: users.signUpAddressHash })
    .from(users)
    .where(and(isNotNull(users.signUpAddressHash), inArray(users.id, roundVoterIds(db, roundId))));
  const accounts = db
    .select({
      id: users.id,
      hash: users.signUpAddressHash,
      createdAt: users.createdAt,
      starts: sql<number>`case when ${users.createdAt} - ${previous} <= ${minutes(gapMinutes)} then 0 else 1 end`.as('starts'),
    })
    .from(users)
    .where(inArray(users.signUpAddressHash, addresses))
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
  return db
    .select({
      hash: sql<string>`${votes.addressHash}`,
      accounts: countDistinct(votes.userId),
      userAgents: countDistinct(votes.clientHash),
      votes: count(),
      quarantined: count(votes.quarantinedAt),
      inAll: groupsInAll,
    })
    .from(votes)
    .where(and(eq(votes.roundId, roundId), isNotNull(votes.addressHash)))
    .groupBy(votes.addressHash)
    .having(gte(countDistinct(votes.userId), THRESHOLDS.sharedAddress.accounts))
    .orderBy(desc(countDistinct(votes.userId)), votes.addressHash)
    .limit(LISTED_PER_KIND);
}

/**
 * Per nominee, its busiest window of the round (the window that starts at one of its votes and
 * holds the most), when that holds at least the threshold's votes; with the nominee's votes in the
 * whole round, to set the window against its usual rate.
 */
export function readNomineeBursts(db: Database, roundId: number) {
  const moment = toMillisecond(votes.createdAt);
  const frame = sql`partition by ${votes.nomineeId} order by ${moment} range between current row and ${minutes(THRESHOLDS.nomineeBurst.windowMinutes)} following`;
  const windows = db
    .select({
      nomineeId: votes.nomineeId,
      from: epochMs(moment).as('from_ms'),
      // The frame's last vote, read where the frame ends: max() would scan every frame again.
      to: epochMs(sql`last_value(${moment}) over (${frame})`).as('to_ms'),
      votes: int(sql`count(*) over (${frame})`).as('window_votes'),
      quarantined: int(sql`count(${votes.quarantinedAt}) over (${frame})`).as('window_quarantined'),
      total: int(sql`count(*) over (partition by ${votes.nomineeId})`).as('nominee_votes'),
    })
    .from(votes)
    .where(eq(votes.roundId, roundId))
    .as('windows');
  return db
    .selectDistinctOn([windows.nomineeId], {
      nomineeId: windows.nomineeId,
      nominationId: nominees.nominationId,
      nickname: nominees.nickname,
      from: windows.from,
      to: windows.to,
      votes: windows.votes,
      quarantined: windows.quarantined,
      total: windows.total,
    })
    .from(windows)
    .innerJoin(nominees, eq(nominees.id, windows.nomineeId))
    .where(gte(windows.votes, THRESHOLDS.nomineeBurst.votes))
    .orderBy(windows.nomineeId, desc(windows.votes), windows.from);
}

/** The mail domains of the round's voters, each with its number of voters: a few thousand at most, whatever the votes. */
export function readVoterDomains(db: Database, roundId: number) {
  return db
    .select({ domain: domainOf, voters: count() })
    .from(users)
    .where(inArray(users.id, roundVoterIds(db, roundId)))
    .groupBy(domainOf);
}

/**
 * The round's voters that share a mailbox with another account: those without a mailbox of their
 * own (the later accounts of a mailbox from before one account per mailbox), with their email for
 * the caller to compute it; and then, by `mailboxes`, the voters that hold one of those.
 */
export function readVotersWithoutMailbox(db: Database, roundId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(isNull(users.mailbox), inArray(users.id, roundVoterIds(db, roundId))));
}

export function readVotersOfMailboxes(db: Database, roundId: number, mailboxes: string[]) {
  return db
    .select({ id: users.id, mailbox: sql<string>`${users.mailbox}` })
    .from(users)
    .where(and(inArray(users.mailbox, mailboxes), inArray(users.id, roundVoterIds(db, roundId))));
}
