import { spawnSync } from 'node:child_process';
import { createDatabase, startPostgresServer } from '../apps/server/test/postgres-server';

/**
 * `npm run test:e2e:postgres`: the browser journeys with each of their servers (the default one, the
 * `voting` and `results` ones, the show's, the season's (whose journey adds a second instance on
 * the same database), the integrity, readiness and season dates journeys') on a database of its own in a throw-away PostgreSQL 15, in
 * place of PGlite. Arguments go on to Playwright (a spec file, `-g` and a title...).
 */
const postgres = await startPostgresServer();
try {
  const env = { ...process.env };
  for (const phase of ['APPLICATIONS', 'VOTING', 'RESULTS', 'SHOW', 'SEASON', 'INTEGRITY', 'READINESS', 'DATES']) {
    env[`E2E_${phase}_DATABASE_URL`] = await createDatabase(postgres.url, `awards_e2e_${phase.toLowerCase()}`);
  }
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit', env });
  process.exitCode = run.status ?? 1;
} finally {
  postgres.stop();
}
