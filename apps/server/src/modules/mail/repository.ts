import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { mailOutbox } from './tables';
import type { Mail } from '../../lib/mailer';

/** The one place that reads and writes the mail_outbox table. */

/** The notification channel: a commit that queued mail wakes every server's worker at once. */
export const MAIL_CHANNEL = 'mail_outbox';

export type QueuedMail = Pick<typeof mailOutbox.$inferSelect, 'id' | 'recipient' | 'replyTo' | 'subject' | 'text' | 'html' | 'attempts' | 'createdAt'> & {
  /** The claim's end as the database wrote it: the outcome is recorded only on a row that still carries this claim. */
  claim: string;
};

const queuedFields = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  claim: sql<string>`${mailOutbox.claimedUntil}::text`,
};

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Queues the mails in `db`, the transaction of the change that causes them: they exist exactly
 * when the change is committed, and the notification, sent at that commit, wakes the workers.
 * Answers their ids.
 */
export async function enqueueMails(db: Database, mails: Mail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ recipient: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html })))
    .returning({ id: mailOutbox.id });
  await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return rows.map((row) => row.id);
}

export async function enqueueMail(db: Database, mail: Mail): Promise<number> {
  const [id] = await enqueueMails(db, [mail]);
  return id!;
}

/** Not sent, due, and not held by a live claim (a claim outlives the server that made it by its lease at most). */
const claimable = and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)));

/**
 * Claims up to `limit` due mails (or the ones of `ids` among them) for `leaseMs`. Rows another
 * server is claiming at this moment are skipped, not waited for, and a claimed row is due to
 * nobody else until its lease ends: two servers never send one row at the same time.
 */
export async function claimMail(db: Database, { limit, leaseMs, ids }: { limit: number; leaseMs: number; ids?: number[] }): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(claimable, ids ? inArray(mailOutbox.id, ids) : undefined))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ claimedUntil: after(leaseMs) }).where(inArray(mailOutbox.id, due)).returning(queuedFields);
}

/**
 * The row as claimed: not one whose claim ran out and was taken over (that claimant records its
 * own outcome), nor a row deleted meanwhile whose id came back (tests restart the ids).
 */
const stillClaimed = ({ id, claim }: Pick<QueuedMail, 'id' | 'claim'>) => and(eq(mailOutbox.id, id), sql`${mailOutbox.claimedUntil} = ${claim}::timestamptz`);

/** Sent: the bodies go (they may hold a one-time password); the row stays a while as a record. */
export async function markSent(db: Database, row: Pick<QueuedMail, 'id' | 'claim'>): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, claimedUntil: null, text: null, html: null }).where(stillClaimed(row));
}

/** Not sent: tried again after `retryInMs`, the failure kept as a code only. */
export async function markFailed(db: Database, row: Pick<QueuedMail, 'id' | 'claim'>, { retryInMs, error }: { retryInMs: number; error: string }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: after(retryInMs), claimedUntil: null, lastError: error })
    .where(stillClaimed(row));
}

/** Milliseconds until the next unsent mail is due or its claim ends (0 when one is due now); undefined when none waits. */
export async function msUntilNextDue(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ ms: sql<number | null>`extract(epoch from min(greatest(${mailOutbox.nextAttemptAt}, ${mailOutbox.claimedUntil})) - now()) * 1000`.mapWith(Number) })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.ms == null ? undefined : Math.max(0, row.ms);
}

/** Mail to this address, in any case. */
const toRecipient = (email: string) => sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`;

/** What the outbox holds for this address, oldest first: subjects and times (a body may hold a one-time password). */
export function readMailTo(db: Database, email: string) {
  return db
    .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(toRecipient(email))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/**
 * Deletes every mail to this address, waiting or kept as a record, and every mail answering to it
 * (the organisers' copy of a contact message replies to its sender); how many.
 */
export async function deleteMailTo(db: Database, email: string): Promise<number> {
  const repliesTo = sql`lower(${mailOutbox.replyTo}) = ${email.toLowerCase()}`;
  const deleted = await db.delete(mailOutbox).where(or(toRecipient(email), repliesTo)).returning({ id: mailOutbox.id });
  return deleted.length;
}

/** Forgets mail sent more than `days` ago. */
export async function deleteSentBefore(db: Database, days: number): Promise<void> {
  await db.delete(mailOutbox).where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${days})`)));
}
