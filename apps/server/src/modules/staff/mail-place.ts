import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Mailer } from '../../lib/mailer';

const emlFiles = async (folder: string) => (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));

/** A path as the person at the terminal would type it: relative when under the working directory. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/**
 * The configured mailer, noting where each mail went, for the command line and the first start
 * to tell: the `.eml` file the outbox gained (lib/mailer.ts writes one per mail without SMTP),
 * or, with SMTP, the recipient's mailbox (never the SMTP URL, which may hold a password).
 */
export function placeNotingMailer(mailer: Mailer, config: Pick<Config, 'smtpUrl' | 'dataDir'>): { mailer: Mailer; places: string[] } {
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
