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
 * A second server seeded in the voting phase (SEED_SCENARIO=voting) for the voting and Legends
 * journeys. Its data directory is kept in the environment, which the test workers inherit, so
 * they read the same outbox the server writes to.
 */
const votingPort = Number(process.env.E2E_VOTING_PORT ?? port + 1);
process.env.E2E_VOTING_URL = `http://127.0.0.1:${votingPort}`;
process.env.E2E_VOTING_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'awards-e2e-voting-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
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
    {
      command: 'npx tsx ../apps/server/src/server.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_TITLE: 'Awards', TRUST_PROXY: '1' },
    },
    {
      command: 'npx tsx ../apps/server/src/server.ts',
      url: `${process.env.E2E_VOTING_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { HOST: '127.0.0.1', PORT: String(votingPort), DATA_DIR: process.env.E2E_VOTING_DATA_DIR, LOG_LEVEL: 'warn', APP_TITLE: 'Awards', SEED_SCENARIO: 'voting' },
    },
  ],
});
