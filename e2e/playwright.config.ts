import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Each run starts from an empty data directory, so the site is freshly seeded. It is kept in the
 * environment, which the test workers inherit, so they read the outbox the server writes to.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Servers seeded in later phases of the season (SEED_SCENARIO): `voting` for the voting and
 * Legends journeys, `results` for the revealed results. Each one's address and data directory are
 * kept in the environment (E2E_VOTING_URL, E2E_VOTING_DATA_DIR...), which the test workers
 * inherit, so they read the same outbox the server writes to.
 */
const scenarioServers = (['voting', 'results'] as const).map((scenario, index) => {
  const name = scenario.toUpperCase();
  const scenarioPort = Number(process.env[`E2E_${name}_PORT`] ?? port + 1 + index);
  const url = (process.env[`E2E_${name}_URL`] = `http://127.0.0.1:${scenarioPort}`);
  const scenarioDataDir = (process.env[`E2E_${name}_DATA_DIR`] ??= mkdtempSync(path.join(tmpdir(), `awards-e2e-${scenario}-`)));
  return { scenario, name, port: scenarioPort, url, dataDir: scenarioDataDir };
});

/**
 * The live reveal's own server (tests/live-reveal.spec.ts), seeded in the `voting` phase: that
 * journey moves the season's dates and seals its shortlist for good, which no journey after it on
 * a shared server could undo. Its organiser is the one the seed makes of ORGANISER_EMAIL.
 */
const showServer = {
  port: Number(process.env.E2E_SHOW_PORT ?? port + 3),
  dataDir: (process.env.E2E_SHOW_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-show-'))),
  organiser: (process.env.E2E_SHOW_ORGANISER ??= 'show-organiser@example.org'),
};
process.env.E2E_SHOW_URL = `http://127.0.0.1:${showServer.port}`;

/**
 * The season journey's own server (tests/season.spec.ts), seeded with applications open: the journey
 * runs the whole season to its live show. On PostgreSQL (on-postgres.ts) a second instance
 * serves the same database and data directory, with the same signing key, so that viewers on
 * either one see the reveals.
 */
const seasonServer = {
  port: Number(process.env.E2E_SEASON_PORT ?? port + 4),
  dataDir: (process.env.E2E_SEASON_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-season-'))),
  organiser: (process.env.E2E_SEASON_ORGANISER ??= 'season-organiser@example.org'),
  jwtSecret: (process.env.E2E_SEASON_JWT_SECRET ??= randomBytes(32).toString('hex')),
};
process.env.E2E_SEASON_URL = `http://127.0.0.1:${seasonServer.port}`;
const seasonMirrorPort = seasonServer.port + 1;
if (process.env.E2E_SEASON_DATABASE_URL) process.env.E2E_SEASON_MIRROR_URL = `http://127.0.0.1:${seasonMirrorPort}`;

/** Set by on-postgres.ts: each server's PostgreSQL database, in place of PGlite in its data directory. */
const database = (phase: string): Record<string, string> => {
  const url = process.env[`E2E_${phase}_DATABASE_URL`];
  return url ? { DATABASE_URL: url } : {};
};

/**
 * Specs that may run beside any journey: the checks that change nothing on the servers, and the
 * journeys that only read the results server or have a server of their own (season, season's
 * dates, show, integrity, readiness). They take about as long as the journeys on the shared servers, so the run is two halves.
 */
const APART = ['**/accessibility.spec.ts', '**/text-fits.spec.ts', '**/results.spec.ts', '**/season.spec.ts', '**/season-dates.spec.ts', '**/live-reveal.spec.ts', '**/integrity.spec.ts', '**/readiness.spec.ts'];

const serverCommand = { command: 'npx tsx ../apps/server/src/server.ts', reuseExistingServer: false, timeout: 120_000 };

/**
 * The integrity journey's own server (tests/integrity.spec.ts), seeded in the `voting` phase: its
 * sock puppets vote from the addresses the journey names (one proxy hop is trusted, and the limit
 * of votes per address is off, as they crowd one address on purpose), and it seals both rounds for
 * good. Its organisers, one per width, are granted before it starts, as the default server's are.
 */
const integrityServer = {
  port: Number(process.env.E2E_INTEGRITY_PORT ?? port + 6),
  dataDir: (process.env.E2E_INTEGRITY_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-integrity-'))),
  organisers: (process.env.E2E_INTEGRITY_ORGANISERS ??= 'integrity-desktop@example.org integrity-phone@example.org'),
};
process.env.E2E_INTEGRITY_URL = `http://127.0.0.1:${integrityServer.port}`;

/**
 * The season's dates journey's own server (tests/season-dates.spec.ts), seeded with applications
 * open: the journey closes them and opens them again, which the journeys on the default server
 * could not bear. Its organiser is the one the seed makes of ORGANISER_EMAIL.
 */
const datesServer = {
  port: Number(process.env.E2E_DATES_PORT ?? port + 7),
  dataDir: (process.env.E2E_DATES_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-dates-'))),
  organiser: (process.env.E2E_DATES_ORGANISER ??= 'dates-organiser@example.org'),
};
process.env.E2E_DATES_URL = `http://127.0.0.1:${datesServer.port}`;

/**
 * The readiness journey's own server (tests/readiness.spec.ts), seeded in the `voting` phase: the
 * journey closes and seals its shortlist and reveals part of it live, for good. Its organiser is
 * the one the seed makes of ORGANISER_EMAIL.
 */
const readinessServer = {
  port: Number(process.env.E2E_READINESS_PORT ?? port + 8),
  dataDir: (process.env.E2E_READINESS_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-readiness-'))),
  organiser: (process.env.E2E_READINESS_ORGANISER ??= 'readiness-organiser@example.org'),
};
process.env.E2E_READINESS_URL = `http://127.0.0.1:${readinessServer.port}`;

/**
 * Organisers of the default server, one per backstage journey and width (the review's, the content
 * editor's), granted the role with the command an operator uses (`npm run backstage -- grant`)
 * before the server starts: an embedded database is one process's at a time. The workers find them
 * in the environment, their one-time passwords in the outbox.
 */
process.env.E2E_ORGANISERS ??= ['organiser', 'editor', 'exports'].flatMap((journey) => ['desktop', 'phone'].map((width) => `${journey}-${width}@example.org`)).join(' ');
const grants = (emails: string) => emails.split(' ').map((email) => `npx tsx ../apps/server/src/commands/backstage.ts grant ${email} organiser && `).join('');
const serverEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_TITLE: 'Awards' };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  /**
   * Two at once, one of each project: the journeys on the shared servers one after another (they
   * share their data), and beside them the specs that may run apart from those.
   */
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: APART, workers: 1 },
    { name: 'apart', testMatch: APART, workers: 1 },
  ],
  retries: 0,
  // The list reporter prints each failure's error again after the summary, where a CI log's tail shows it.
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps trying to reach Google's hosts, which this network refuses.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    { ...serverCommand, command: grants(process.env.E2E_ORGANISERS) + serverCommand.command, url: `${baseURL}/healthz`, env: { ...serverEnv, ...database('APPLICATIONS'), PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: '1' } },
    ...scenarioServers.map((server) => ({
      ...serverCommand,
      url: `${server.url}/healthz`,
      env: { ...serverEnv, ...database(server.name), PORT: String(server.port), DATA_DIR: server.dataDir, SEED_SCENARIO: server.scenario },
    })),
    {
      ...serverCommand,
      url: `${process.env.E2E_SHOW_URL}/healthz`,
      env: { ...serverEnv, ...database('SHOW'), PORT: String(showServer.port), DATA_DIR: showServer.dataDir, SEED_SCENARIO: 'voting', ORGANISER_EMAIL: showServer.organiser },
    },
    ...[seasonServer.port, ...(process.env.E2E_SEASON_MIRROR_URL ? [seasonMirrorPort] : [])].map((seasonPort) => ({
      ...serverCommand,
      url: `http://127.0.0.1:${seasonPort}/healthz`,
      env: {
        ...serverEnv,
        ...database('SEASON'),
        PORT: String(seasonPort),
        DATA_DIR: seasonServer.dataDir,
        JWT_SECRET: seasonServer.jwtSecret,
        ORGANISER_EMAIL: seasonServer.organiser,
        TRUST_PROXY: '1',
      },
    })),
    {
      ...serverCommand,
      url: `${process.env.E2E_DATES_URL}/healthz`,
      env: { ...serverEnv, ...database('DATES'), PORT: String(datesServer.port), DATA_DIR: datesServer.dataDir, ORGANISER_EMAIL: datesServer.organiser },
    },
    {
      ...serverCommand,
      url: `${process.env.E2E_READINESS_URL}/healthz`,
      env: { ...serverEnv, ...database('READINESS'), PORT: String(readinessServer.port), DATA_DIR: readinessServer.dataDir, SEED_SCENARIO: 'voting', ORGANISER_EMAIL: readinessServer.organiser, TRUST_PROXY: '1' },
    },
    {
      ...serverCommand,
      command: grants(integrityServer.organisers) + serverCommand.command,
      url: `${process.env.E2E_INTEGRITY_URL}/healthz`,
      env: { ...serverEnv, ...database('INTEGRITY'), PORT: String(integrityServer.port), DATA_DIR: integrityServer.dataDir, SEED_SCENARIO: 'voting', TRUST_PROXY: '1', VOTES_PER_ADDRESS: '0' },
    },
  ],
});
