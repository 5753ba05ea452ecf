import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DB, createPostgresDatabase, openPgliteCopy, describeOnlyOn } from '../../test/harness';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../lib/db/client';
import { auditLog } from '../modules/audit/tables';
import { staffRoles } from '../modules/staff/tables';
import { users } from '../modules/users/tables';
import { createMailer } from '../lib/mailer';
import { backstageSignInLine, seedDatabase } from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh database and data directory, the mail going to its outbox as on a developer's machine. */
async function freshStore(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-organiser-'));
  const database: DatabaseHandle = TEST_DB === 'pglite' ? await openPgliteCopy() : await openDatabase({ databaseUrl: await createPostgresDatabase(), dataDir: '' });
  const config = loadConfig({ DATA_DIR: dataDir, ORGANISER_EMAIL: 'Organisers@Awards.local', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32), ...env });
  const mailer = createMailer({ from: config.mailFrom, dataDir, log: Fastify({ logger: false }).log });
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), () => database.close());
  return { dataDir, db: database.db, config, organiser: { config, mailer } };
}

describe('the first organiser', () => {
  it('is ORGANISER_EMAIL on a fresh development database, mailed a one-time password to the outbox, once', async () => {
    const { dataDir, db, organiser } = await freshStore();
    const signIn = await seedDatabase(db, { scenario: 'voting', organiser });
    expect(signIn).toEqual({ email: 'organisers@awards.local', passwordIn: expect.stringMatching(/\.eml$/) });
    expect(path.resolve(signIn!.passwordIn!)).toBe(path.join(dataDir, 'outbox', readdirSync(path.join(dataDir, 'outbox'))[0]!));
    expect(readFileSync(signIn!.passwordIn!, 'utf8')).toMatch(/^To: organisers@awards\.local$[\s\S]*^[A-HJ-NP-Za-km-z2-9]{16}$/m);

    const holders = await db.select({ email: users.email, role: staffRoles.role }).from(staffRoles).innerJoin(users, eq(users.id, staffRoles.userId));
    expect(holders).toEqual([{ email: 'organisers@awards.local', role: 'organiser' }]);
    expect(await db.select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail, action: auditLog.action }).from(auditLog)).toEqual([
      { actorId: null, actorEmail: 'seed', action: 'role.grant' },
    ]);

    // A later start finds the database seeded: nothing is granted or mailed again.
    expect(await seedDatabase(db, { scenario: 'voting', organiser })).toBeUndefined();
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
  });

  it('is not made in production, where the command line grants roles', async () => {
    const { db, organiser } = await freshStore({ NODE_ENV: 'production', RECAPTCHA_SECRET: 'secret' });
    expect(await seedDatabase(db, { scenario: 'voting', organiser })).toBeUndefined();
    expect(await db.select().from(staffRoles)).toEqual([]);
  });
});

describe('the backstage sign-in line', () => {
  it('names the backstage as this machine reaches it, the account and where its password is', () => {
    const signIn = { email: 'organisers@awards.local', passwordIn: 'data/outbox/a.eml' };
    expect(backstageSignInLine(signIn, { host: '0.0.0.0', port: 8080, publicBaseUrl: '/' })).toBe(
      'Backstage: sign in at http://localhost:8080/backstage as organisers@awards.local; its one-time password is in data/outbox/a.eml.',
    );
    expect(backstageSignInLine(signIn, { host: '::1', port: 9000, publicBaseUrl: '/awards/' })).toMatch(/^Backstage: sign in at http:\/\/\[::1\]:9000\/awards\/backstage as /);
    expect(backstageSignInLine({ email: 'a@b.c' }, { host: '127.0.0.1', port: 1, publicBaseUrl: 'https://awards.example/' })).toBe(
      'Backstage: sign in at https://awards.example/backstage as a@b.c; with the password the account already has.',
    );
  });
});

/** Starts `server.ts` as `npm start` does; answers its standard output once it serves, and stops it. */
async function startServer(dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', SEED_SCENARIO: 'voting', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await expect.poll(() => /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1], { timeout: 120_000, interval: 200 }).toBeTruthy();
    const origin = /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)![1]!;
    // The line follows the listening; once a request is answered it has been written.
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    return output;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describeOnlyOn('pglite', 'the first start', () => {
  it('prints one line saying how to sign in to the backstage, and a later start does not', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-first-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const first = (await startServer(dataDir)).split('\n').filter((line) => line.startsWith('Backstage:'));
    expect(first).toHaveLength(1);
    const eml = /^Backstage: sign in at http:\/\/127\.0\.0\.1:\d+\/backstage as organisers@awards\.local; its one-time password is in (\S+\.eml)\.$/.exec(first[0]!)?.[1];
    expect(eml, first[0]).toBeDefined();
    expect(readFileSync(eml!, 'utf8')).toContain('To: organisers@awards.local');

    expect(await startServer(dataDir)).not.toContain('Backstage:');
  });
});
