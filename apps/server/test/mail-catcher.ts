import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  from?: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  messageId?: string;
}

/** What the catcher answers a message it has read: `refuse` is a 451 (try again later), and keeps nothing. */
export type Answer = 'accept' | 'refuse';

export interface MailCatcherOptions {
  /** A fixed port, e.g. one the server under test was already failing to reach. */
  port?: number;
  /**
   * Decides each message's answer (default: accept). A promise holds the answer back until it
   * settles; a message whose client went away meanwhile was never accepted, and is not kept.
   */
  answer?: (mail: ReceivedMail) => Answer | Promise<Answer>;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startMailCatcher(options: MailCatcherOptions = {}) {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail: ParsedMail) => {
          const addresses = (field: ParsedMail['to']) =>
            (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
          const received: ReceivedMail = {
            from: addresses(mail.from)[0],
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: addresses(mail.replyTo)[0],
            messageId: mail.messageId,
          };
          const answer = (await options.answer?.(received)) ?? 'accept';
          if (gone.has(session.id)) return;
          if (answer === 'refuse') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          inbox.push(received);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Resolves with the first message to `address` matching `filter`, waiting up to 10 s for it. */
    async waitFor(address: string, filter: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = inbox.find((m) => m.to.includes(address.toLowerCase()) && filter(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within 10 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    clear: () => void inbox.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
