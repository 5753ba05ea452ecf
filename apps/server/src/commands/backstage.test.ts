import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFrom } from '../../test/accounts';
import { TEST_DB, createPostgresDatabase } from '../../test/harness';
import { startMailCatcher } from '../../test/mail-catcher';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../lib/db/client';
import { auditLog } from '../modules/audit/tables';
import { staffRoles } from '../modules/staff/tables';
import { users } from '../modules/users/tables';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const command = path.join(root, 'apps/server/src/commands/backstage.ts');

/** One store for the file: a PGlite data directory, or (on the PostgreSQL run) a database of its own. */
let dataDir: string;
let databaseUrl: string | undefined;

/** Runs `npm run backstage -- ...args` as its own process, from a directory with no .env. */
async function backstage(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [command, ...args], {
      cwd: dataDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Opens the store in this process, once the command has let go of it (PGlite admits one process). */
async function withStore<T>(use: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const rolesIn = () =>
  withStore(({ db }) =>
    db.select({ email: users.email, role: staffRoles.role }).from(staffRoles).innerJoin(users, eq(users.id, staffRoles.userId)).orderBy(asc(users.email), asc(staffRoles.role)),
  );

/** The one-time password in a mail: its line of 16 unambiguous characters. */
const oneTimePasswordIn = (mail: string) => /^([A-HJ-NP-Za-km-z2-9]{16})$/m.exec(mail)![1]!;

/** The text of the mail a line of the command's output names: `<what> in <file>.eml.` */
async function mailNamedIn(stdout: string, line: RegExp): Promise<string> {
  const file = line.exec(stdout)?.[1];
  expect(file, stdout).toBeDefined();
  expect(path.resolve(dataDir, file!).startsWith(path.join(dataDir, 'outbox'))).toBe(true);
  return (await simpleParser(readFileSync(path.resolve(dataDir, file!)))).text ?? '';
}

describe('npm run backstage', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'awards-backstage-'));
    databaseUrl = TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('grants a role to a new account, whose one-time password it mails to the outbox, and the account signs in to the backstage', async () => {
    const granted = await backstage(['grant', 'Chief@Example.com', 'organiser']);
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    const line = /^Granted organiser to chief@example\.com, a new account: its one-time password is in (\S+\.eml)\.\n$/.exec(granted.stdout);
    expect(line, granted.stdout).not.toBeNull();
    expect(path.resolve(dataDir, line![1]!).startsWith(path.join(dataDir, 'outbox'))).toBe(true);
    const password = oneTimePasswordIn(readFileSync(path.resolve(dataDir, line![1]!), 'utf8'));
    const text = await mailNamedIn(granted.stdout, /is in (\S+\.eml)\.$/m);
    expect(text).toContain('An account at Awards was created for this address with the “organiser” role, granted from the command line.');
    expect(text).toContain('To sign in, open the backstage at http://localhost:8080/backstage, enter this email and the one-time password below');

    expect(await rolesIn()).toEqual([{ email: 'chief@example.com', role: 'organiser' }]);
    await withStore(async (store) => {
      expect(await store.db.select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail, action: auditLog.action, after: auditLog.after }).from(auditLog)).toEqual([
        { actorId: null, actorEmail: 'command-line', action: 'role.grant', after: { email: 'chief@example.com', roles: ['organiser'], accountCreated: true } },
      ]);
      // The account is real: it signs in with the mailed password, chooses its own, and sets up the second factor.
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RECAPTCHA_SECRET: 'unused' });
      const app = await buildApp({ config, database: store });
      try {
        const url = await app.listen({ host: '127.0.0.1', port: 0 });
        const post = (pathname: string, body: unknown, token?: string) =>
          fetch(new URL(pathname, url), { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, body: JSON.stringify(body) });
        const restricted = await tokenFrom(await post('/api/v2/user/token', { email: 'chief@example.com', password }));
        const token = await tokenFrom(await post('/api/v2/user/password', { password: 'a sturdy passphrase' }, restricted));
        const { secret } = (await (await post('/api/v2/backstage/second-factor/setup', {}, token)).json()) as { secret: string };
        const staffToken = await tokenFrom(await post('/api/v2/backstage/second-factor/confirm', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() }, token));
        const me = await fetch(new URL('/api/v2/backstage/me', url), { headers: bearer(staffToken) });
        expect(await me.json()).toMatchObject({ email: 'chief@example.com', roles: ['organiser'], verified: true });
      } finally {
        await app.close();
      }
    });
  });

  it('grants to an existing account, mailing that the command line granted the role, says when nothing changed, and lists who holds what', async () => {
    const granted = await backstage(['grant', 'chief@example.com', 'moderator']);
    const text = await mailNamedIn(granted.stdout, /^Granted moderator to chief@example\.com, telling them in (\S+\.eml)\.\n$/);
    expect(text).toContain('You now hold the “moderator” role at Awards, granted from the command line.');
    expect(text).toContain('The backstage is at http://localhost:8080/backstage');
    expect(text).toContain('The backstage asks for a code from your authenticator app at each sign-in.');
    expect((await backstage(['grant', 'chief@example.com', 'moderator'])).stdout).toBe('chief@example.com already holds moderator: nothing changed.\n');
    const list = await backstage(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toBe('chief@example.com: moderator, organiser (two-step verification set up)\n');
  });

  it('mails through SMTP when SMTP_URL is set', async () => {
    const mail = await startMailCatcher();
    try {
      const granted = await backstage(['grant', 'judge@example.com', 'judge'], { SMTP_URL: mail.url });
      expect(granted.stdout).toBe('Granted judge to judge@example.com, a new account: its one-time password is in the mail sent to judge@example.com.\n');
      expect(oneTimePasswordIn((await mail.waitFor('judge@example.com')).text)).toMatch(/^\w{16}$/);
    } finally {
      await mail.close();
    }
  });

  it('revokes a role, mailing that the command line revoked it, but never the last organiser’s', async () => {
    const revoked = await backstage(['revoke', 'judge@example.com', 'judge']);
    expect(revoked).toMatchObject({ code: 0, stderr: '' });
    const text = await mailNamedIn(revoked.stdout, /^Revoked judge from judge@example\.com, telling them in (\S+\.eml)\.\n$/);
    expect(text).toContain('Your “judge” role at Awards was revoked from the command line.');
    expect(text).toContain('The backstage at http://localhost:8080/backstage no longer opens for you');
    const last = await backstage(['revoke', 'chief@example.com', 'organiser']);
    expect(last.code).not.toBe(0);
    expect(last.stderr).toBe('The backstage needs at least one organiser: grant the organiser role to someone else first.\n');
    expect(await rolesIn()).toEqual([
      { email: 'chief@example.com', role: 'moderator' },
      { email: 'chief@example.com', role: 'organiser' },
    ]);
    const actions = await withStore(({ db }) => db.select({ action: auditLog.action, actorEmail: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.id)));
    expect(actions.at(-1)).toEqual({ action: 'role.revoke', actorEmail: 'command-line' });
  });

  it.each([
    [['grant', 'not-an-email', 'organiser'], '"not-an-email" is not an email address.'],
    [['grant', 'someone@example.com', 'admin'], '"admin" is not a role: choose organiser, moderator, judge.'],
    [['revoke', 'nobody@example.com', 'judge'], 'No account has the email nobody@example.com.'],
    [['revoke', 'chief@example.com', 'judge'], 'chief@example.com does not hold judge: nothing changed.'],
    [['promote', 'chief@example.com'], 'Usage: npm run backstage -- grant <email> <role> | revoke <email> <role> | list  (roles: organiser, moderator, judge)'],
  ])('refuses %j with a clear message and a non-zero exit', async (args, message) => {
    const refused = await backstage(args);
    expect(refused).toEqual({ code: 1, stdout: '', stderr: `${message}\n` });
  });
});
