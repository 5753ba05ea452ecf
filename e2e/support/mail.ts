import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The default server's data directory, which playwright.config.ts keeps in the environment for the workers. */
function defaultDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through e2e/playwright.config.ts');
  return dir;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of a message as nodemailer writes it (quoted-printable, base64 or plain). */
export function plainText(message: string): string {
  const unix = message.replace(/\r\n/g, '\n');
  const start = unix.search(/^Content-Type: text\/plain/im);
  if (start < 0) return '';
  const part = unix.slice(start);
  const headerEnd = part.indexOf('\n\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 2).split(/\n--/)[0] ?? '';
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/**
 * Every mail a server wrote to its outbox for `email`, oldest first (the file names start with the
 * time). The server is the default one unless `dataDir` names another's data directory.
 */
export async function mailsTo(email: string, dataDir = defaultDataDir()): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  const to = new RegExp(`^To: .*\\b${email.replace(/[.+]/g, '\\$&')}\\b`, 'mi');
  return mails.filter((mail) => to.test(mail));
}

/** The one-time password in a mail: the line of its text part that holds only the code. */
export function oneTimePasswordIn(mail: string): string {
  const line = plainText(mail)
    .split('\n')
    .map((text) => text.trim())
    .find((text) => /^[A-HJ-NP-Za-km-z2-9]{12,}$/.test(text));
  if (!line) throw new Error(`No one-time password in the mail:\n${plainText(mail)}`);
  return line;
}

/**
 * Waits for a mail to `email` beyond the first `seen` (count them before the action that sends
 * one) and answers the one-time password in the newest. `dataDir` as for mailsTo.
 */
export async function nextOneTimePassword(email: string, seen = 0, dataDir = defaultDataDir()): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(email, dataDir)).length, { message: `a new mail to ${email}`, timeout: 15_000 })
    .toBeGreaterThan(seen);
  return oneTimePasswordIn(mails.at(-1)!);
}
