import { asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InboxMessage, InboxReply, InboxThread, LanguageCode, MessageQuery } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { batchAfter } from '../../lib/db/keyset';
import { namesAndEmailsOf, type People } from '../users';
import { contactMessages, contactReplies } from './tables';

/** The one place that reads and writes the contact_messages and contact_replies tables. */

export interface NewContactMessage {
  email: string;
  comments: string;
  /** The sender's language, so that a reply can be written in it. */
  language: LanguageCode;
}

/** Stores the message; answers it as the sender sees it. */
export async function addContactMessage(db: Database, message: NewContactMessage) {
  const [stored] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, email: contactMessages.email, comments: contactMessages.comments });
  return stored!;
}

/**
 * The message's own id, named with its table: a select from one table names its columns bare, and
 * inside a subquery on the replies a bare `id` would be the reply's.
 */
const messageId = sql`${contactMessages}.${sql.identifier(contactMessages.id.name)}`;

/** A message as the staff read it (the inbox, an export): its sender, text and language, when it was handled, and how many replies it has. */
const messageColumns = {
  id: contactMessages.id,
  email: contactMessages.email,
  comments: contactMessages.comments,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  replies: sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${messageId})`.mapWith(Number),
};

/** A message as the inbox lists it: with who marked it handled. */
const inboxColumns = { ...messageColumns, handledBy: contactMessages.handledBy };

type InboxRow = { createdAt: Date; handledAt: Date | null; handledBy: number | null } & Omit<InboxMessage, 'createdAt' | 'handledAt' | 'handledByName'>;

/** The message as the inbox shows it, `staff` naming whoever handled it. */
const toInboxMessage = ({ handledBy, ...row }: InboxRow, staff: People): InboxMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledByName: staff.get(handledBy)?.name ?? null,
});

const STATUS_FILTERS: Record<MessageQuery['status'], SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** One page of the inbox, newest first, with the count of the filter and of the open messages. */
export async function listInbox(db: Database, query: MessageQuery) {
  const [counts] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`.mapWith(Number),
    })
    .from(contactMessages);
  const { all, open } = counts!;
  const rows = await db
    .select(inboxColumns)
    .from(contactMessages)
    .where(STATUS_FILTERS[query.status])
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = { open, handled: all - open, all }[query.status];
  const staff = await namesAndEmailsOf(db, rows.map((row) => row.handledBy));
  return { items: rows.map((row) => toInboxMessage(row, staff)), total, openCount: open };
}

/** A message with its replies, oldest first; undefined when there is no such message. */
export async function findThread(db: Database, id: number): Promise<InboxThread | undefined> {
  const [row] = await db.select(inboxColumns).from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return undefined;
  const replies = await db
    .select({ id: contactReplies.id, body: contactReplies.body, authorId: contactReplies.authorId, createdAt: contactReplies.createdAt })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const staff = await namesAndEmailsOf(db, [row.handledBy, ...replies.map((reply) => reply.authorId)]);
  const thread: InboxReply[] = replies.map(({ authorId, ...reply }) => ({ ...reply, authorName: staff.get(authorId)?.name ?? null, createdAt: reply.createdAt.toISOString() }));
  return { ...toInboxMessage(row, staff), thread };
}

/** Every message for the export, a batch at a time in id order (lib/db/keyset.ts), as the staff read it. */
export function messagesToExport(db: Database, afterId: number, limit: number) {
  return batchAfter(db.select(messageColumns).from(contactMessages).$dynamic(), contactMessages.id, afterId, limit);
}

/** What a reply is written from: the sender's address and words, and the language they wrote in. */
export async function findMessage(db: Database, id: number) {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return message;
}

/**
 * Marks the message handled by `staffId`, or open again; answers whether it was handled before,
 * or undefined when there is no such message. The row is locked first, so that two staff members
 * toggling it at once each see the state the other left.
 */
export async function setHandled(tx: Database, id: number, handled: boolean, staffId: number): Promise<{ wasHandled: boolean } | undefined> {
  const [current] = await tx.select({ handledAt: contactMessages.handledAt }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!current) return undefined;
  const wasHandled = current.handledAt !== null;
  if (wasHandled !== handled) {
    await tx
      .update(contactMessages)
      .set(handled ? { handledAt: sql`now()`, handledBy: staffId } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id));
  }
  return { wasHandled };
}

/** Messages sent from this email, in any case: the sender's own. */
const fromEmail = (email: string) => sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`;

/** The messages sent from this email, oldest first, each with the replies it got (their words, not who wrote them). */
export async function readMessagesFrom(db: Database, email: string) {
  const messages = await db.select().from(contactMessages).where(fromEmail(email)).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  const replies = await db
    .select({ messageId: contactReplies.messageId, body: contactReplies.body, createdAt: contactReplies.createdAt })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(fromEmail(email))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return messages.map(({ handledBy: _handledBy, ...message }) => ({
    ...message,
    replies: replies.filter((reply) => reply.messageId === message.id).map(({ body, createdAt }) => ({ body, createdAt })),
  }));
}

/** Deletes the messages sent from this email, their replies with them; how many. */
export async function deleteMessagesFrom(db: Database, email: string): Promise<number> {
  const deleted = await db.delete(contactMessages).where(fromEmail(email)).returning({ id: contactMessages.id });
  return deleted.length;
}

/** Keeps a reply with its message; answers its id. */
export async function addReply(tx: Database, reply: { messageId: number; authorId: number; body: string }): Promise<number> {
  const [stored] = await tx.insert(contactReplies).values(reply).returning({ id: contactReplies.id });
  return stored!.id;
}
