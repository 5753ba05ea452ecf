import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFilledBefore } from '../../../test/database-before';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { mailboxOf } from '../../modules/users/mailbox';
import { hashPassword } from '../../modules/users/passwords';
import type { DatabaseHandle } from './client';
import { users } from '../../modules/users/tables';

/**
 * Accounts as they stood before one account per mailbox, oldest first: tags, Gmail's dots and
 * googlemail.com, Yandex's domains, letter case, and later spellings of a mailbox already held
 * (the last one spelt plainly, after a tagged one).
 */
const EMAILS = [
  'Name.Surname@gmail.com',
  'namesurname+old@googlemail.com',
  'Ivan.Petrov@ya.ru',
  'ivan-petrov+x@yandex.com',
  'Nova+tag@Example.com',
  'NOVA@example.org',
  'nova+other@example.com',
  'n.o.v.a@example.com',
  'someone@yandex.by',
  'plain@gmail.com',
  'nova@example.com',
];
const HELD_BY_AN_OLDER_ACCOUNT = ['namesurname+old@googlemail.com', 'ivan-petrov+x@yandex.com', 'nova+other@example.com', 'nova@example.com'];
const PASSWORD = 'a passphrase from before';

describe('accounts from before one account per mailbox', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'awards-mailboxes-'));
    const passwordHash = await hashPassword(PASSWORD);
    database = await databaseFilledBefore('0008', async (db) => {
      for (const email of EMAILS) await db.execute(sql`insert into users (email, name, password_hash) values (${email}, 'Before', ${passwordHash})`);
    });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('get their mailbox, as sign-up computes it, except a later account of a mailbox an older one holds, which gets none', async () => {
    const stored = await database.db.select({ email: users.email, mailbox: users.mailbox }).from(users).orderBy(asc(users.id));
    expect(stored).toEqual(EMAILS.map((email) => ({ email, mailbox: HELD_BY_AN_OLDER_ACCOUNT.includes(email) ? null : mailboxOf(email) })));
    expect(stored.filter((row) => row.mailbox !== null)).toHaveLength(EMAILS.length - HELD_BY_AN_OLDER_ACCOUNT.length);
  });

  it('still sign in, every one, while a new sign-up with another spelling of their mailbox is refused', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: { ...database, close: async () => undefined } });
    try {
      for (const email of EMAILS) {
        const signedIn = await app.inject({ method: 'POST', url: '/api/v2/user/token', payload: { email, password: PASSWORD } });
        expect(signedIn.statusCode, email).toBe(200);
      }
      const signUp = (email: string) => app.inject({ method: 'POST', url: '/api/v2/user/new', payload: { email, name: 'Later', captcha_token: 'dev', action: 'signup' } });
      expect((await signUp('nova+new@example.com')).statusCode).toBe(409);
      expect((await signUp('name.surname+new@gmail.com')).statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });
});
