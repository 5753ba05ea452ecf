import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { interval, minutes, toMillisecond } from '../../lib/db/moments';
import { accountFacts } from '../users';
import { votes } from './tables';

/**
 * The votes of a round the integrity console names, held out of the tally and released: the one
 * write of the votes' quarantine columns. Every figure is aggregated in the database (a round may
 * hold a million votes).
 */

/** The votes a signal (or an organiser) names, as a condition on the round's votes. */
export type VoteSelection =
  | { kind: 'signUpBurst'; hashPrefix: string; from: Date; to: Date }
  | { kind: 'address'; hashPrefix: string }
  | { kind: 'nomineeWindow'; nomineeId: number; from: Date; minutes: number }
  | { kind: 'castWithin'; seconds: number }
  | { kind: 'domains'; domains: string[] }
  | { kind: 'accounts'; userIds: number[] }
  | { kind: 'ids'; voteIds: number[] }
  | { kind: 'reason'; reason: string };

function condition(db: Database, selection: VoteSelection): SQL {
  const accounts = accountFacts(db);
  const voterWhere = (where: SQL | undefined) => inArray(votes.userId, db.select({ id: accounts.id }).from(accounts).where(where));
  switch (selection.kind) {
    case 'signUpBurst':
      return voterWhere(
        and(
          sql`starts_with(${accounts.signUpAddressHash}, ${selection.hashPrefix})`,
          gte(accounts.createdAt, selection.from),
          // Through the whole millisecond of the run's last account, which the database keeps to the microsecond.
          lt(accounts.createdAt, new Date(selection.to.getTime() + 1)),
        ),
      );
    case 'address':
      return sql`starts_with(${votes.addressHash}, ${selection.hashPrefix})`;
    case 'nomineeWindow':
      return and(
        eq(votes.nomineeId, selection.nomineeId),
        sql`${toMillisecond(votes.createdAt)} between ${selection.from} and ${selection.from}::timestamptz + ${minutes(selection.minutes)}`,
      )!;
    case 'castWithin':
      return sql`exists (select 1 from ${accounts} where ${accounts.id} = ${votes.userId} and ${votes.createdAt} - ${accounts.createdAt} < ${interval(selection.seconds, 'seconds')})`;
    case 'domains':
      return voterWhere(inArray(accounts.domain, selection.domains));
    case 'accounts':
      return inArray(votes.userId, selection.userIds);
    case 'ids':
      return inArray(votes.id, selection.voteIds);
    case 'reason':
      return eq(votes.quarantineReason, selection.reason);
  }
}

const inRound = (db: Database, roundId: number, selection: VoteSelection) => and(eq(votes.roundId, roundId), condition(db, selection));

/** The selected votes of the round, the voters who cast them and how many of the votes are quarantined. */
export async function countSelectedVotes(db: Database, roundId: number, selection: VoteSelection) {
  const [row] = await db
    .select({ votes: count(), voters: countDistinct(votes.userId), quarantined: count(votes.quarantinedAt) })
    .from(votes)
    .where(inRound(db, roundId, selection));
  return row ?? { votes: 0, voters: 0, quarantined: 0 };
}

/** Holds the selected votes that count out of the tally, with who and why; how many it held out. Nothing is deleted. */
export async function quarantineVotes(db: Database, roundId: number, selection: VoteSelection, mark: { at: Date; by: number | null; reason: string }): Promise<number> {
  const changed = db.$with('changed').as(
    db
      .update(votes)
      .set({ quarantinedAt: mark.at, quarantinedBy: mark.by, quarantineReason: mark.reason })
      .where(and(inRound(db, roundId, selection), isNull(votes.quarantinedAt)))
      .returning({ id: votes.id }),
  );
  const [row] = await db.with(changed).select({ n: count() }).from(changed);
  return row?.n ?? 0;
}

/** Counts the selected quarantined votes again; how many. */
export async function releaseVotes(db: Database, roundId: number, selection: VoteSelection): Promise<number> {
  const changed = db.$with('changed').as(
    db
      .update(votes)
      .set({ quarantinedAt: null, quarantinedBy: null, quarantineReason: null })
      .where(and(inRound(db, roundId, selection), isNotNull(votes.quarantinedAt)))
      .returning({ id: votes.id }),
  );
  const [row] = await db.with(changed).select({ n: count() }).from(changed);
  return row?.n ?? 0;
}

/** The round's quarantined votes by reason, the most recently quarantined first. */
export function readQuarantineGroups(db: Database, roundId: number) {
  const lastAt = max(votes.quarantinedAt);
  return db
    .select({ reason: sql<string>`coalesce(${votes.quarantineReason}, '')`, votes: count(), lastAt })
    .from(votes)
    .where(and(eq(votes.roundId, roundId), isNotNull(votes.quarantinedAt)))
    .groupBy(votes.quarantineReason)
    .orderBy(desc(lastAt));
}

/**
 * The round's votes as the integrity console's signals group them: a subquery the database reads
 * as the votes table itself, found by the round's index.
 */
export const votesOfRound = (db: Database, roundId: number, name = 'round_votes') =>
  db
    .select({
      id: votes.id,
      userId: votes.userId,
      nomineeId: votes.nomineeId,
      clientHash: votes.clientHash,
      addressHash: votes.addressHash,
      createdAt: votes.createdAt,
      quarantinedAt: votes.quarantinedAt,
    })
    .from(votes)
    .where(eq(votes.roundId, roundId))
    .as(name);
