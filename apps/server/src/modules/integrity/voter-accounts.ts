import { and, count, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { accountFacts } from '../users';
import { votesOfRound } from '../voting';

/** The accounts of a round's voters, as the signals on their mail read them: a few thousand at most, whatever the votes. */

/** The accounts that voted in the round, as a condition on an account id. */
export function votedInRound(db: Database, roundId: number, accountId: SQLWrapper) {
  const roundVotes = votesOfRound(db, roundId, 'voter_votes_of_round');
  return inArray(accountId, db.select({ userId: roundVotes.userId }).from(roundVotes));
}

/** The mail domains of the round's voters, each with its number of voters: a few thousand at most, whatever the votes. */
export function readVoterDomains(db: Database, roundId: number) {
  const facts = accountFacts(db);
  return db.select({ domain: facts.domain, voters: count() }).from(facts).where(votedInRound(db, roundId, facts.id)).groupBy(facts.domain);
}

/**
 * The round's voters that share a mailbox with another account: those without a mailbox of their
 * own (the later accounts of a mailbox from before one account per mailbox), with their email for
 * the caller to compute it; and then, by `mailboxes`, the voters that hold one of those.
 */
export function readVotersWithoutMailbox(db: Database, roundId: number) {
  const facts = accountFacts(db);
  return db
    .select({ id: facts.id, email: facts.email })
    .from(facts)
    .where(and(isNull(facts.mailbox), votedInRound(db, roundId, facts.id)));
}

export function readVotersOfMailboxes(db: Database, roundId: number, mailboxes: string[]) {
  const facts = accountFacts(db);
  return db
    .select({ id: facts.id, mailbox: sql<string>`${facts.mailbox}` })
    .from(facts)
    .where(and(inArray(facts.mailbox, mailboxes), votedInRound(db, roundId, facts.id)));
}
