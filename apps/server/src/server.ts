import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './lib/db/client';
import { DataDirInUseError } from './lib/db/data-dir-lock';
import { backstageSignInLine, seedDatabase } from './seed';

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

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirInUseError) fail([error.message]);
  throw error;
}
const app = await buildApp({ config, database });
// Production grants roles by the command line only: its demo season has no jury.
const demoJury = config.env !== 'production';
const backstageSignIn = await seedDatabase(app.db, { organiser: { config, mailer: app.mailer, log: app.log }, scenario: config.seedScenario, videos: app.storage.videos, log: app.log, demoJury });
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
// The first start says how to open the backstage; later ones seed nothing and say nothing.
if (backstageSignIn) process.stdout.write(`${backstageSignInLine(backstageSignIn, { ...config, port: (app.server.address() as AddressInfo).port })}\n`);
