import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { deliverQueuedMail, type Delivery } from '../mail';

const emlFiles = async (folder: string) => (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));

/** A path as the person at the terminal would type it: relative when under the working directory. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/**
 * The configured mailer, noting where each mail went: the `.eml` file the outbox folder gained
 * (lib/mailer.ts writes one per mail without SMTP), or, with SMTP, the recipient's mailbox (never
 * the SMTP URL, which may hold a password).
 */
function placeNotingMailer(mailer: Mailer, config: Pick<Config, 'smtpUrl' | 'dataDir'>): { mailer: Mailer; places: string[] } {
  const places: string[] = [];
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    places,
    mailer: {
      async send(mail) {
        if (config.smtpUrl) {
          await mailer.send(mail);
          places.push(`the mail sent to ${mail.to}`);
          return;
        }
        const before = new Set(await emlFiles(outbox));
        await mailer.send(mail);
        // The file written for this mail is the one the outbox gained (the newest, should a server write one meanwhile).
        const written = (await emlFiles(outbox)).filter((name) => !before.has(name)).sort().at(-1);
        places.push(written ? shown(path.join(outbox, written)) : `the newest mail in ${shown(outbox)}`);
      },
      close: () => mailer.close(),
    },
  };
}

/**
 * Sends the queued mail of a role granted or revoked now, for the command line and the first
 * start, where no worker runs yet, and answers where it went for them to tell. A mail the server
 * would not take waits in the outbox for a running server's worker.
 */
export async function sendRoleMail(
  delivery: Delivery,
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  queued: { mailId: number; email: string },
): Promise<string> {
  const noting = placeNotingMailer(delivery.transport, config);
  const sent = await deliverQueuedMail({ ...delivery, transport: noting.mailer }, [queued.mailId]);
  return sent ? noting.places[0]! : `the mail to ${queued.email}, waiting in the outbox: a running server sends it once the mail server answers`;
}
