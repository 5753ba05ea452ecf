import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The same for every attempt at one outbox row, so that a mail delivered twice reads as one. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * How long a send may wait on the SMTP server at each step (nodemailer waits minutes by default):
 * a send must end well within the outbox's lease, or another server could take the mail over.
 * Values in the URL's query (`?socketTimeout=60000`) win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * With an SMTP URL mail goes to that server; without one each message is written as an .eml
 * file under `DATA_DIR/outbox`, so a developer can open what would have been sent.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(new SMTPTransport({ ...SMTP_TIMEOUTS, url: options.smtpUrl }));
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      // The file holds the mail; the log names it only, never its recipient.
      options.log.info({ file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}

/** A failed send, told without the mail server's own text, which may quote the recipient's address. */
export function mailFailure(err: unknown) {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return { code, responseCode };
}
