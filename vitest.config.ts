import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/**
 * A server test file starts its own servers on its own database, and shares no state with another
 * file through the server's modules, so a worker imports the server once for all its files instead
 * of once per file, which took about as long as the tests themselves.
 */
const serverRun = { testTimeout: 60_000, hookTimeout: 120_000, isolate: false };

/**
 * Every database test runs twice: on embedded PGlite and on a real PostgreSQL 15 that the
 * global setup starts. Set SKIP_POSTGRES=1 to leave PostgreSQL out locally; CI never may.
 */
const skipPostgres = process.env.SKIP_POSTGRES === '1' && process.env.CI !== 'true';
// Nothing is left out silently: the run says what it skips and why before it starts.
if (skipPostgres) {
  console.warn(
    'SKIP_POSTGRES=1: the PostgreSQL tests are skipped (project server:postgres). The API tests run on embedded PGlite only; ' +
      'those that need PostgreSQL itself (several servers on one database, its migrations and backups) do not run. ' +
      'Unset SKIP_POSTGRES to run them (they need postgresql-15: see README, Run all tests).',
  );
} else if (process.env.SKIP_POSTGRES === '1') {
  console.warn('SKIP_POSTGRES=1 is ignored with CI=true: CI always runs the PostgreSQL tests.');
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; most test time is spent waiting on servers,
    // PostgreSQL and the network, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'tooling', include: ['bench/**/*.test.ts', 'scripts/**/*.test.ts', 'docs/**/*.test.ts'] } },
      {
        // The web app's own Vite config (React, the `@/` alias) with a browser-like DOM.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A worker runs its files in one page and one set of modules rather than a fresh one per
          // file, which took most of the project's time: the setup (src/test/setup.ts) undoes what
          // each test leaves in the page and in the modules; a test spies on a module's exports
          // rather than mocking the module (a mock would miss the modules an earlier file loaded,
          // and stay in those it loads), and one that needs a module as a new page has it imports
          // it anew (vi.resetModules). `--sequence.shuffle` shows no test depends on what ran before.
          isolate: false,
          // Whichever test comes first in a worker loads the pages' code, which takes seconds on a
          // busy machine (the server tests run alongside): its waits allow 5 s (src/test/setup.ts).
          testTimeout: 15_000,
        },
      },
      {
        test: { name: 'server:pglite', include: serverTests, env: { TEST_DB: 'pglite' }, globalSetup: ['apps/server/test/pglite.global-setup.ts'], ...serverRun },
      },
      ...(skipPostgres
        ? []
        : [
            {
              test: {
                name: 'server:postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/test/postgres.global-setup.ts'],
                ...serverRun,
              },
            },
          ]),
    ],
  },
});
