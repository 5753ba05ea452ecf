import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresServer } from '../apps/server/test/postgres-server';
import { loadContentRead, loadVotes, type LoadOptions } from './load';
import { formatTable, realErrors, type Row } from './report';
import { spawnBenchServer } from './server-process';

/**
 * `npm run bench`: the vote endpoint and a content read under load on loopback, on PGlite and on
 * a throw-away PostgreSQL 15. Prints requests per second and p50/p99 latency and keeps them in
 * bench-results/latest.json. Slow figures never fail it; server errors and dropped requests do.
 */

/** A whole-number setting from the environment; anything else stops the run before it starts. */
function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

const options: LoadOptions = { seconds: positiveInteger('BENCH_SECONDS', 10), connections: positiveInteger('BENCH_CONNECTIONS', 50) };
const resultsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench-results/latest.json');

async function benchDatabase(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row[]> {
  process.stdout.write(`${database}: seeding and loading for ${options.seconds} s per endpoint...\n`);
  // Enough users that every vote of the run is a new one: each may vote once in each of the 11 nominations.
  const server = await spawnBenchServer({ databaseUrl, voters: Math.max(2000, options.seconds * 500) });
  try {
    const votes = await loadVotes(server, options);
    const content = await loadContentRead(server, options);
    return [votes, content].map((measurement) => ({ database, ...measurement }));
  } finally {
    await server.stop();
  }
}

const rows = await benchDatabase('pglite');
const postgres = await startPostgresServer();
try {
  rows.push(...(await benchDatabase('postgres', postgres.url)));
} finally {
  postgres.stop();
}

process.stdout.write(`\n${formatTable(rows)}`);
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, JSON.stringify({ at: new Date().toISOString(), node: process.version, ...options, results: rows }, null, 2) + '\n');
process.stdout.write(`\nwritten to ${path.relative(process.cwd(), resultsFile)}\n`);

const errors = realErrors(rows);
for (const error of errors) console.error(error);
if (errors.length > 0) process.exitCode = 1;
