import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './lib/db/client';
import { seedDatabase } from './seed';

function fail(lines: string[]): never {
  for (const line of lines) console.error(`Configuration error: ${line}`);
  process.exit(1);
}

// A .env file in the working directory fills in what the real environment leaves unset.
if (existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.problems);
  throw error;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });
await seedDatabase(app.db, { scenario: config.seedScenario, log: app.log });
if (!config.recaptcha.secret) app.log.warn('RECAPTCHA_SECRET is not set: captcha checks are skipped (development only)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  process.exit(1);
}
