import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { and, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config, type RateLimits } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/lib/db/client';
import { mailOutbox } from '../src/modules/mail/tables';
import { seedDatabase } from '../src/seed';
import type { SeedScenario } from '../src/seed/season-timeline';
import { startFakeCaptcha } from './fake-captcha';
import { startMailCatcher } from './mail-catcher';
import { createDatabase } from './postgres-server';

export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
export const CAPTCHA_SECRET = 'test-captcha-secret';

/** Generous limits so that ordinary tests never meet them; rate-limit tests pass their own. */
const RELAXED_LIMITS: RateLimits = { signInPerIp: 10_000, signInFailuresPerPair: 10_000, signInFailuresBeforeCaptcha: 10_000, signUp: 10_000, reset: 10_000, contact: 10_000, videoUploads: 10_000, secondFactor: 10_000, secondFactorTriesBeforeWait: 10_000, entriesPerHour: 10_000, votesPerAddress: 10_000, votesPerAddressWindowMs: 60_000, refusedBodies: 10_000, windowMs: 60_000 };

/** Tables that hold what users did, and the mail it queued (a mail still waiting is not sent into the next test); reset between tests. Content stays seeded. */
const USER_TABLES = ['users', 'contact_messages', 'videos', 'applications', 'votes', 'legend_guesses', 'audit_log', 'block_list', 'mail_outbox'];

/** A new, empty database on the run's shared PostgreSQL server; its URL. */
export function createPostgresDatabase(): Promise<string> {
  return createDatabase(inject('postgresUrl'), `awards_${randomBytes(6).toString('hex')}`);
}

/** A new in-memory PGlite database, migrated: a copy of the run's (see pglite.global-setup.ts). */
export async function openPgliteCopy(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir: 'memory://', copyOf: new Blob([readFileSync(inject('pgliteCopy'))]) });
}

/** PGlite stored in `dataDir` as `npm start` keeps it; a new one starts from the run's migrated copy. */
async function openStoredPglite(dataDir: string): Promise<DatabaseHandle> {
  const fresh = !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
  return openDatabase({ dataDir, copyOf: fresh ? new Blob([readFileSync(inject('pgliteCopy'))]) : undefined });
}

async function openTestDatabase(dataDir?: string): Promise<{ handle: DatabaseHandle; databaseUrl?: string }> {
  if (TEST_DB === 'pglite') return { handle: dataDir ? await openStoredPglite(dataDir) : await openPgliteCopy() };
  // One database per test file on the run's shared server.
  const databaseUrl = await createPostgresDatabase();
  return { handle: await openDatabase({ databaseUrl, dataDir: '' }), databaseUrl };
}

export interface TestServerOptions {
  rateLimits?: Partial<RateLimits>;
  /** Environment values on top of the test defaults (e.g. to drop the captcha secret). */
  env?: Record<string, string | undefined>;
  tweakConfig?: (config: Config) => void;
  /** Extra routes for this test only, added before the server listens (e.g. to try a shared hook). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** The phase of the season the database is seeded in (default `applications`). */
  scenario?: SeedScenario;
  /** Keeps the server's log (at `info`) for the test to read through `logs()`. */
  logs?: boolean;
  /** A PostgreSQL database another test server already seeded: a second server on the same data, as a deployment runs several. */
  databaseUrl?: string;
  /** A DATA_DIR of the test's own, left in place at close; on PGlite the database is stored in it, as `npm start` stores it, and seeded when new. */
  dataDir?: string;
}

/** A real server on a loopback port, on a real database, with real SMTP and a fake captcha verifier. */
export async function startTestServer(options: TestServerOptions = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'awards-test-'));
  const removeDataDir = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const mail = await startMailCatcher();
  const captcha = await startFakeCaptcha(CAPTCHA_SECRET);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: mail.url,
    ORGANISER_EMAIL: 'organisers@awards.test',
    RECAPTCHA_SECRET: CAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: captcha.url,
    LOG_LEVEL: 'silent',
    // The concurrency tests open a thousand connections from loopback; the cap has tests of its own.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...options.env,
  });
  config.rateLimits = { ...RELAXED_LIMITS, ...options.rateLimits };
  // Tests move rounds' dates by hand and seal when they mean to; a timer sealing behind them would race them.
  config.scheduledSealing = false;
  options.tweakConfig?.(config);

  const logLines: string[] = [];
  const logStream = options.logs
    ? new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      })
    : undefined;
  const { handle: database, databaseUrl } = options.databaseUrl
    ? { handle: await openDatabase({ databaseUrl: options.databaseUrl, dataDir: '' }), databaseUrl: options.databaseUrl }
    : await openTestDatabase(options.dataDir);
  let app: FastifyInstance | undefined;
  let address: string;
  try {
    if (!options.databaseUrl) await seedDatabase(database.db, { scenario: options.scenario });
    app = await buildApp({ config, database, logStream });
    options.extraRoutes?.(app);
    // A deep accept queue: the concurrency tests open a thousand connections at once, and on a
    // loaded machine the default (511) overflows into connection resets.
    address = await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
  } catch (error) {
    // A server that could not start leaves nothing running behind it.
    await app?.close();
    await Promise.all([database.close(), mail.close(), captcha.close()]);
    removeDataDir();
    throw error;
  }

  return {
    url: address,
    app,
    db: database.db,
    database,
    /** The PostgreSQL database's URL, for a second server on it (undefined on PGlite). */
    databaseUrl,
    config,
    mail,
    captcha,
    /** Everything the server logged so far, one JSON line per entry (with `logs: true`). */
    logs: () => logLines.join(''),
    /** fetch against this server: `api('/api/v2/user/me', {headers})`. */
    api: (pathname: string, init?: RequestInit) => fetch(new URL(pathname, address), init),
    /** POSTs JSON and returns the response. */
    post: (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(new URL(pathname, address), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async reset() {
      // A mail the worker has claimed is on its way to the catcher: wait for it to land, so that it
      // is cleared here rather than arriving in the next test.
      for (let waited = 0; waited < 5_000; waited += 20) {
        const sending = await database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), gt(mailOutbox.claimedUntil, sql`now()`)))
          .limit(1);
        if (sending.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await database.db.execute(sql.raw(`truncate ${USER_TABLES.join(', ')} restart identity cascade`));
      mail.clear();
    },
    async close() {
      const closing = app.close();
      // The tests are over: connections their own client still holds (Node's fetch opens a spare
      // one after a stream it aborted) are cut rather than waited for until they time out.
      app.server.closeAllConnections();
      await closing;
      await database.close();
      await mail.close();
      await captcha.close();
      removeDataDir();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A stand-in for what a hook makes once the tests run (a server, a fixture made before each test):
 * it reads through to what `current` answers, and refuses to be read before that exists, while
 * vitest is still collecting the tests; `unready` says where to read it instead.
 */
export function standIn<T extends object>(current: () => T | undefined, unready: string): T {
  return new Proxy({} as T, {
    get(_, property) {
      const value = current();
      if (!value) throw new Error(unready);
      return Reflect.get(value, property);
    },
  });
}

/**
 * One server for the tests of the describe block (or file) that calls this: started before the
 * first test, closed after the last. The server only exists once the tests run, so this answers a
 * stand-in for it.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => started?.close());
  return standIn(() => started, 'The test server starts before the tests: read it inside hooks and tests, not while they are collected.');
}

const ONLY_ON = {
  postgres: 'PostgreSQL only, in project server:postgres',
  pglite: 'embedded PGlite only, in project server:pglite',
} as const;

/**
 * A describe block that runs on one of the two databases; the other run lists it as skipped,
 * and its name says where it runs, so a skip in either report explains itself.
 */
export function describeOnlyOn(database: keyof typeof ONLY_ON, name: string, body: () => void) {
  describe.runIf(TEST_DB === database)(`${name} (${ONLY_ON[database]})`, body);
}
