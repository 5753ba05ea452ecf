import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { users } from '../users/tables';
import { votes } from '../voting/tables';
import { THRESHOLDS } from './thresholds';

/**
 * The integrity console's one write, the quarantine columns of votes, and the votes it names; the
 * signals are read in signal-repository.ts. Every figure is aggregated in the database (a round
 * may hold a million votes).
 */

/** The votes a signal (or an organiser) names, as a condition on the round's votes. */
export type Selection =
  | { kind: 'signUpBurst'; hashPrefix: string; from: Date; to: Date }
  | { kind: 'address'; hashPrefix: string }
  | { kind: 'nomineeWindow'; nomineeId: number; from: Date }
  | { kind: 'castWithin'; seconds: number }
  | { kind: 'domains'; domains: string[] }
  | { kind: 'accounts'; userIds: number[] }
  | { kind: 'ids'; voteIds: number[] }
  | { kind: 'reason'; reason: string };

/** A moment to the millisecond, as JavaScript keeps it: what a signal's id carries, so its votes are found again exactly. */
export const toMillisecond = (moment: SQL | typeof votes.createdAt) => sql`date_trunc('milliseconds', ${moment})`;
const interval = (amount: number, unit: 'seconds' | 'minutes') => sql.raw(`interval '${Math.trunc(amount)} ${unit}'`);
export const minutes = (amount: number) => interval(amount, 'minutes');
/** The domain of an address: after its last @. */
export const domainOf = sql<string>`substring(${users.email} from '[^@]*$')`;

function condition(selection: Selection): SQL {
  const voterWhere = (where: SQL | undefined) => inArray(votes.userId, sql`(select ${users.id} from ${users} where ${where})`);
  switch (selection.kind) {
    case 'signUpBurst':
      return voterWhere(
        and(
          sql`starts_with(${users.signUpAddressHash}, ${selection.hashPrefix})`,
          gte(users.createdAt, selection.from),
          // Through the whole millisecond of the run's last account, which the database keeps to the microsecond.
          lt(users.createdAt, new Date(selection.to.getTime() + 1)),
        ),
      );
    case 'address':
      return sql`starts_with(${votes.addressHash}, ${selection.hashPrefix})`;
    case 'nomineeWindow':
      return and(
        eq(votes.nomineeId, selection.nomineeId),
        sql`${toMillisecond(votes.createdAt)} between ${selection.from} and ${selection.from}::timestamptz + ${minutes(THRESHOLDS.nomineeBurst.windowMinutes)}`,
      )!;
    case 'castWithin':
      return sql`exists (select 1 from ${users} where ${users.id} = ${votes.userId} and ${votes.createdAt} - ${users.createdAt} < ${interval(selection.seconds, 'seconds')})`;
    case 'domains':
      return voterWhere(inArray(domainOf, selection.domains));
    case 'accounts':
      return inArray(votes.userId, selection.userIds);
    case 'ids':
      return inArray(votes.id, selection.voteIds);
    case 'reason':
      return eq(votes.quarantineReason, selection.reason);
  }
}

const inRound = (roundId: number, selection: Selection) => and(eq(votes.roundId, roundId), condition(selection));

/** The selected votes of the round, the voters who cast them and how many of the votes are quarantined. */
export async function countSelected(db: Database, roundId: number, selection: Selection) {
  const [row] = await db
    .select({ votes: count(), voters: countDistinct(votes.userId), quarantined: count(votes.quarantinedAt) })
    .from(votes)
    .where(inRound(roundId, selection));
  return row ?? { votes: 0, voters: 0, quarantined: 0 };
}

/** How many of `voteIds` are votes of the round. */
export async function countRoundVotes(db: Database, roundId: number, voteIds: number[]): Promise<number> {
  return (await countSelected(db, roundId, { kind: 'ids', voteIds })).votes;
}

/** Holds the selected votes that count out of the tally, with who and why; how many it held out. Nothing is deleted. */
export async function quarantine(db: Database, roundId: number, selection: Selection, mark: { at: Date; by: number | null; reason: string }): Promise<number> {
  const changed = db.$with('changed').as(
    db
      .update(votes)
      .set({ quarantinedAt: mark.at, quarantinedBy: mark.by, quarantineReason: mark.reason })
      .where(and(inRound(roundId, selection), isNull(votes.quarantinedAt)))
      .returning({ id: votes.id }),
  );
  const [row] = await db.with(changed).select({ n: count() }).from(changed);
  return row?.n ?? 0;
}

/** Counts the selected quarantined votes again; how many. */
export async function release(db: Database, roundId: number, selection: Selection): Promise<number> {
  const changed = db.$with('changed').as(
    db
      .update(votes)
      .set({ quarantinedAt: null, quarantinedBy: null, quarantineReason: null })
      .where(and(inRound(roundId, selection), isNotNull(votes.quarantinedAt)))
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
