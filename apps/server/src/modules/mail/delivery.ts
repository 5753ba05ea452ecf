import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxSettings } from '../../config';
import type { Database } from '../../lib/db/client';
import { mailFailure, type Mailer } from '../../lib/mailer';
import { claimMail, markFailed, markSent, type QueuedMail } from './repository';

export interface Delivery {
  db: Database;
  /** The configured SMTP server, or the .eml files without one. */
  transport: Mailer;
  /** MAIL_FROM, whose domain ends each Message-ID. */
  from: string;
  settings: MailOutboxSettings;
  /** Absent for a seed that tests run quietly. */
  log?: FastifyBaseLogger;
}

/** The wait before the next attempt after `failures` failed ones: doubling from the first, capped. */
export function retryDelay(failures: number, { retryFirstMs, retryMaxMs }: MailOutboxSettings): number {
  return Math.min(retryFirstMs * 2 ** (failures - 1), retryMaxMs);
}

/** A failure as the outbox keeps it: nodemailer's code and the SMTP reply code, never the server's words (they may quote the address). */
export function failureCode(err: unknown): string {
  const { code, responseCode } = mailFailure(err);
  const kind = typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : 'ERROR';
  return typeof responseCode === 'number' ? `${kind} ${responseCode}` : kind;
}

/** The same on every attempt at a row, and unlike any other row's, even another database's with the same ids. */
export function messageIdOf(row: Pick<QueuedMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/**
 * Sends one claimed row and records the outcome: sent, or tried again later. Only ids, attempt
 * counts and failure codes are logged; never the recipient, the subject or the words.
 */
export async function deliver({ db, transport, from, settings, log }: Delivery, row: QueuedMail): Promise<boolean> {
  try {
    await transport.send({
      to: row.recipient,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text ?? '',
      html: row.html ?? '',
      messageId: messageIdOf(row, from),
    });
  } catch (err) {
    const attempts = row.attempts + 1;
    const retryInMs = retryDelay(attempts, settings);
    const error = failureCode(err);
    log?.warn({ mailId: row.id, attempts, error, retryInMs }, 'mail could not be sent: it is tried again later');
    await markFailed(db, row, { retryInMs, error });
    return false;
  }
  await markSent(db, row);
  return true;
}

/**
 * Sends these queued mails now, for a process that runs no worker (the command line) or must say
 * where a mail went (the first start). Answers whether all were sent; a mail that was not waits
 * in the outbox for a server's worker.
 */
export async function deliverQueuedMail(delivery: Delivery, ids: number[]): Promise<boolean> {
  const rows = await claimMail(delivery.db, { limit: ids.length, leaseMs: delivery.settings.leaseMs, ids });
  let sent = 0;
  for (const row of rows) if (await deliver(delivery, row)) sent += 1;
  return sent === ids.length;
}
