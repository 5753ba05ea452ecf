import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createPostgresDatabase, startTestServer, describeOnlyOn } from '../../../test/harness';
import { startMailCatcher, type Answer } from '../../../test/mail-catcher';
import { openDatabase } from '../../lib/db/client';
import { contactMessages } from '../contact/tables';
import { mailOutbox } from './tables';
import { seedDatabase } from '../../seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** Mails the catcher accepts before it starts holding its answers back, the server then being killed. */
const ACCEPTED_BEFORE_KILL = 3;

/** `server.ts` in a process of its own, as `npm start` runs it; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = () => /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
  await expect.poll(() => listening() ?? (child.exitCode === null ? undefined : output), { timeout: 60_000, interval: 100 }).toMatch(/^http:/);
  return { url: listening()!, process: child };
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

describeOnlyOn('postgres', 'mail of a server killed in the middle of a burst of contact messages', () => {
  it('arrives exactly once for every stored message once the server is started again, none lost', async () => {
    const databaseUrl = await createPostgresDatabase();
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    await seedDatabase(database.db);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-outbox-kill-'));

    // The first mails are accepted; then the answers are held, so the kill finds mails sent to the
    // mail server but not accepted by it (sent again later) and none accepted but not yet recorded.
    let accepted = 0;
    let holding = true;
    const held = new Promise<Answer>(() => undefined);
    const catcher = await startMailCatcher({ answer: () => (!holding || accepted++ < ACCEPTED_BEFORE_KILL ? 'accept' : held) });
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'k'.repeat(40),
      SMTP_URL: catcher.url,
      ORGANISER_EMAIL: 'organisers@awards.test',
      // Each message from an address of its own, so the contact form's rate limit never answers.
      TRUST_PROXY: '1',
      MAIL_LEASE_MS: '1000',
    };
    const server = await startServer(env);
    let restarted: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      let sent = 0;
      const answered: number[] = [];
      const burst = async () => {
        for (;;) {
          const n = sent++;
          const response = await fetch(new URL('/api/v1/contact_us/', server.url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` },
            body: JSON.stringify({ email: `fan${n}@example.com`, comments: `[message ${n}]` }),
          });
          expect(response.status).toBe(201);
          answered.push(((await response.json()) as { id: number }).id);
        }
      };
      // Two senders at once until the server dies under them.
      const bursting = Promise.allSettled([burst(), burst()]);
      const sentRows = async () => (await database.db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox)).filter((row) => row.sentAt !== null).length;
      await expect.poll(sentRows, { timeout: 20_000, interval: 20 }).toBe(ACCEPTED_BEFORE_KILL);
      await stop(server.process, 'SIGKILL');
      // Every sender stopped at the dead server (a failed fetch), none at an answer other than 201.
      for (const outcome of await bursting) expect(outcome.status === 'rejected' && outcome.reason).toBeInstanceOf(TypeError);
      expect(catcher.inbox).toHaveLength(ACCEPTED_BEFORE_KILL);

      // Started again, in this process to save a second start of its own: the same app on the same database.
      holding = false;
      restarted = await startTestServer({ databaseUrl, env: { SMTP_URL: catcher.url, MAIL_LEASE_MS: env.MAIL_LEASE_MS } });
      const stored = await database.db.select({ id: contactMessages.id, comments: contactMessages.comments }).from(contactMessages);
      expect(stored.length).toBeGreaterThan(ACCEPTED_BEFORE_KILL);
      expect(stored.map((message) => message.id)).toEqual(expect.arrayContaining(answered));
      // Once no row waits, nothing more can be sent.
      await expect.poll(async () => (await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length, { timeout: 20_000 }).toBe(0);

      expect(catcher.inbox).toHaveLength(stored.length);
      expect(new Set(catcher.inbox.map((mail) => mail.messageId)).size).toBe(stored.length);
      const mailed = catcher.inbox.map((mail) => /\[message \d+\]/.exec(mail.text)?.[0]).sort();
      expect(mailed).toEqual(stored.map((message) => message.comments).sort());
    } finally {
      await stop(server.process, 'SIGTERM');
      await restarted?.close();
      await catcher.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
