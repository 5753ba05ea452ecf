import { asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InboxMessage, InboxReply, InboxThread, LanguageCode, MessageQuery } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { users } from '../users/tables';
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

const handler = alias(users, 'handler');

/** A message as the staff read it (the inbox, an export): its sender, text and language, when it was handled, and how many replies it has. */
export const messageColumns = {
  id: contactMessages.id,
  email: contactMessages.email,
  comments: contactMessages.comments,
  language: contactMessages.language,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  replies: sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`.mapWith(Number),
};

/** A message as the inbox lists it: with who marked it handled. */
const inboxColumns = { ...messageColumns, handledByName: handler.name };

type InboxRow = { createdAt: Date; handledAt: Date | null } & Omit<InboxMessage, 'createdAt' | 'handledAt'>;

const toInboxMessage = (row: InboxRow): InboxMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
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
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(STATUS_FILTERS[query.status])
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = { open, handled: all - open, all }[query.status];
  return { items: rows.map(toInboxMessage), total, openCount: open };
}

/** A message with its replies, oldest first; undefined when there is no such message. */
export async function findThread(db: Database, id: number): Promise<InboxThread | undefined> {
  const [row] = await db.select(inboxColumns).from(contactMessages).leftJoin(handler, eq(handler.id, contactMessages.handledBy)).where(eq(contactMessages.id, id));
  if (!row) return undefined;
  const replies = await db
    .select({ id: contactReplies.id, body: contactReplies.body, authorName: users.name, createdAt: contactReplies.createdAt })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const thread: InboxReply[] = replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() }));
  return { ...toInboxMessage(row), thread };
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
