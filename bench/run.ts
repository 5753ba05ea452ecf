import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, startPostgresServer } from '../apps/server/test/postgres-server';
import { startDirectus } from './directus/directus';
import { contentRead, directusRead, loadBareInserts, loadReads, loadVotes, type LoadOptions, type Measurement } from './load';
import { measureNesting } from './nesting';
import {
  contentComparison,
  formatContentComparison,
  formatNestingTable,
  formatRevealTable,
  formatTable,
  formatVoteComparison,
  nestingErrors,
  realErrors,
  revealErrors,
  voteComparison,
  type NestingRow,
  type RevealRow,
  type Row,
} from './report';
import { measureReveal } from './reveal';
import { spawnBareInsert, spawnBenchServer, type BenchServer } from './server-process';

/**
 * `npm run bench`: the vote endpoint and a content read under load on loopback, each against its
 * baseline on PostgreSQL (a bare insert; Directus, which the first run installs), then a reveal
 * watched by thousands of live-stream viewers, then a visitor's reads while another address sends
 * deeply nested bodies, on PGlite and on a throw-away PostgreSQL 15 (`npm run bench -- load`,
 * `-- reveal` or `-- nesting` runs one of the three). Prints the figures and keeps them in
 * bench-results/latest.json, reveal.json and nesting.json. Slow figures never fail it; server
 * errors, dropped requests, viewers left without the reveal and nested bodies not refused do.
 */

const SCENARIOS = ['load', 'reveal', 'nesting'] as const;
type Scenario = (typeof SCENARIOS)[number];

/** A whole-number setting from the environment; anything else stops the run before it starts. */
function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

const chosen = process.argv[2];
if (chosen !== undefined && !SCENARIOS.includes(chosen as Scenario)) throw new Error(`the scenario must be one of ${SCENARIOS.join(', ')}, or none for all`);
const scenarios: readonly Scenario[] = chosen ? [chosen as Scenario] : SCENARIOS;

const options: LoadOptions = { seconds: positiveInteger('BENCH_SECONDS', 10), connections: positiveInteger('BENCH_CONNECTIONS', 50) };
const viewers = positiveInteger('BENCH_VIEWERS', 5000);
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench-results');

/**
 * Each viewer holds a file descriptor in this process and one in the server's: a shell's usual
 * limit (1024) would fail the run halfway, so it stops before, saying what to raise.
 */
function checkOpenFileLimit() {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (Number.isFinite(limit) && limit < viewers + 200) {
    throw new Error(`BENCH_VIEWERS=${viewers} needs more open files than this shell allows (${limit}): raise it with \`ulimit -n ${viewers + 1000}\` first`);
  }
}

async function loadDatabase(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row[]> {
  process.stdout.write(`${database}: seeding and loading for ${options.seconds} s per endpoint...\n`);
  // Enough users that every vote of the run is a new one up to 22,000 votes/s: each may vote once in
  // each of the 11 nominations (at 1,000 users a second, a run on PostgreSQL outlasted the pool).
  const server = await spawnBenchServer({ databaseUrl, voters: Math.max(2000, options.seconds * 2000) });
  try {
    const votes = await loadVotes(server, options);
    const reads = await loadContentReads(server, databaseUrl);
    return [votes, ...reads].map((measurement) => ({ database, ...measurement }));
  } finally {
    await server.stop();
  }
}

/** The votes' baseline, a bare Fastify + pg insert on a database of its own on the same PostgreSQL, loaded as our votes are. */
async function loadBareInsert(serverUrl: string): Promise<Row> {
  process.stdout.write(`postgres: loading the votes' baseline, a bare Fastify + pg insert, for ${options.seconds} s...\n`);
  const bare = await spawnBareInsert(await createDatabase(serverUrl, 'bench_bare'));
  try {
    return { database: 'postgres', ...(await loadBareInserts(bare.url, options)) };
  } finally {
    await bare.stop();
  }
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Our content read, and our server's memory after it (its cache warm). On PostgreSQL, in turn with
 * its baseline: Directus with its cache on, on a database of its own on the same server, holding the
 * same FAQ (installed on the first run).
 */
async function loadContentReads(server: BenchServer, postgresUrl?: string): Promise<Measurement[]> {
  if (postgresUrl) process.stdout.write(`postgres: starting the content reads' baseline, Directus with its cache on...\n`);
  const directus = postgresUrl ? await startDirectus(await createDatabase(postgresUrl, 'bench_directus')) : undefined;
  try {
    const [ours, baseline] = await loadReads([contentRead(server), ...(directus ? [directusRead(directus.url)] : [])], options);
    const memory = await server.ask({ kind: 'memory' });
    const rssMb = memory.kind === 'memory' ? megabytes(memory.rss) : undefined;
    return [{ ...ours!, rssMb }, ...(baseline ? [{ ...baseline, rssMb: megabytes(directus!.rssBytes()) }] : [])];
  } finally {
    await directus?.stop();
  }
}

async function revealDatabase(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<RevealRow> {
  process.stdout.write(`${database}: seeding, opening ${viewers} live streams and revealing...\n`);
  const server = await spawnBenchServer({ databaseUrl, voters: 0 });
  try {
    return { database, ...(await measureReveal(server, viewers)) };
  } finally {
    await server.stop();
  }
}

async function nestingDatabase(database: 'pglite' | 'postgres', databaseUrl?: string): Promise<NestingRow> {
  process.stdout.write(`${database}: reading the settings for ${options.seconds} s alone, then as long while another address sends nested bodies...\n`);
  const server = await spawnBenchServer({ databaseUrl, voters: 0 });
  try {
    return { database, ...(await measureNesting(server, options.seconds)) };
  } finally {
    await server.stop();
  }
}

if (scenarios.includes('reveal')) checkOpenFileLimit();
const rows: Row[] = [];
const revealRows: RevealRow[] = [];
const nestingRows: NestingRow[] = [];
if (scenarios.includes('load')) rows.push(...(await loadDatabase('pglite')));
if (scenarios.includes('reveal')) revealRows.push(await revealDatabase('pglite'));
if (scenarios.includes('nesting')) nestingRows.push(await nestingDatabase('pglite'));
const postgres = await startPostgresServer();
try {
  if (scenarios.includes('load')) rows.push(...(await loadDatabase('postgres', postgres.url)), await loadBareInsert(postgres.url));
  // A database of its own, seeded afresh, as PGlite's is.
  if (scenarios.includes('reveal')) revealRows.push(await revealDatabase('postgres', await createDatabase(postgres.url, 'bench_reveal')));
  if (scenarios.includes('nesting')) nestingRows.push(await nestingDatabase('postgres', await createDatabase(postgres.url, 'bench_nesting')));
} finally {
  postgres.stop();
}

mkdirSync(resultsDir, { recursive: true });
const written: string[] = [];
const write = (file: string, results: object) => {
  writeFileSync(path.join(resultsDir, file), JSON.stringify({ at: new Date().toISOString(), node: process.version, ...results }, null, 2) + '\n');
  written.push(path.relative(process.cwd(), path.join(resultsDir, file)));
};
if (rows.length > 0) {
  process.stdout.write(`\n${formatTable(rows)}`);
  const votes = voteComparison(rows);
  if (votes) process.stdout.write(formatVoteComparison(votes));
  const content = contentComparison(rows);
  if (content) process.stdout.write(formatContentComparison(content));
  write('latest.json', { ...options, results: rows, votes, content: content && { ratio: content.ratio } });
}
if (revealRows.length > 0) {
  process.stdout.write(`\nA reveal, watched by ${viewers} live-stream viewers:\n${formatRevealTable(revealRows)}`);
  write('reveal.json', { viewers, results: revealRows });
}
if (nestingRows.length > 0) {
  process.stdout.write(`\nA visitor's reads of GET /api/v2/settings, alone and while another address sends nested bodies:\n${formatNestingTable(nestingRows)}`);
  write('nesting.json', { seconds: options.seconds, results: nestingRows });
}
process.stdout.write(`\nwritten to ${written.join(' and ')}\n`);

const errors = [...realErrors(rows), ...revealErrors(revealRows), ...nestingErrors(nestingRows)];
for (const error of errors) console.error(error);
if (errors.length > 0) process.exitCode = 1;
