import { NOMINATION_COUNT } from '@awards/contracts';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/lib/db/client';
import { readCurrentVoting, readNominees } from '../apps/server/src/modules/rounds';
import { createVoters, type Voter } from '../apps/server/test/voters';
import { loadVotes } from './load';
import { formatTable, realErrors } from './report';

/**
 * `npm run bench:rehearsal`: votes against a running deployment (a staging copy, through its
 * proxy), from this machine, as the benchmark casts them against its own server. It adds
 * `BENCH_VOTERS` signed-in users to the database at `DATABASE_URL`, with tokens signed by
 * `JWT_SECRET` (the deployment's), reads the open round's nominees there, and sends their votes to
 * `REHEARSAL_URL` for `BENCH_SECONDS` over `BENCH_CONNECTIONS` connections. Run it on several load
 * machines at once, each with its own `BENCH_LABEL`, and add up their votes per second. It adds
 * accounts and votes: never point it at the production database. Every vote of one load machine
 * comes from its one address, so the instances must run with `VOTES_PER_ADDRESS=0`.
 */

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required (see docs/operations.md, "A rehearsal load test")`);
  return value;
}

const url = required('REHEARSAL_URL').replace(/\/$/, '');
const databaseUrl = required('DATABASE_URL');
required('JWT_SECRET');
if (process.env.REHEARSAL_DATABASE_IS_A_COPY !== 'yes') {
  throw new Error('REHEARSAL_DATABASE_IS_A_COPY=yes is required: the rehearsal adds accounts and votes to the database at DATABASE_URL');
}
const seconds = positiveInteger('BENCH_SECONDS', 60);
const connections = positiveInteger('BENCH_CONNECTIONS', 200);
const label = process.env.BENCH_LABEL ?? 'rehearsal';
if (!/^[a-z0-9-]+$/.test(label)) throw new Error('BENCH_LABEL must be lower-case letters, digits and dashes');
/** Each voter votes once per nomination: enough voters that every vote of the run is a new one at about 2,000 votes/s. */
const voterCount = positiveInteger('BENCH_VOTERS', Math.ceil((seconds * 2_000) / NOMINATION_COUNT));
/** Users added per insert, well under PostgreSQL's limit on the parameters of one statement. */
const CHUNK = 5_000;

const config = loadConfig();
const database = await openDatabase({ databaseUrl, dataDir: config.dataDir });
try {
  const { round } = await readCurrentVoting(database.db, new Date());
  if (!round) throw new Error('no voting round is open in that database: open one on the backstage Season page first');
  const ballots = await Promise.all(
    Array.from({ length: NOMINATION_COUNT }, async (_, index) => ({
      nominationId: index + 1,
      nomineeIds: (await readNominees(database.db, round.id, index + 1)).map(({ id }) => id),
    })),
  );
  const voters: Voter[] = [];
  const run = Date.now().toString(36);
  for (let start = 0; start < voterCount; start += CHUNK) {
    voters.push(...(await createVoters(database.db, config, Math.min(CHUNK, voterCount - start), `${label}-${run}-${start / CHUNK}`)));
  }
  process.stdout.write(`${voters.length} voters ready; voting at ${url} for ${seconds} s over ${connections} connections...\n`);
  const measurement = await loadVotes({ url, roundId: round.id, tokens: voters.map((voter) => voter.token), ballots: ballots.filter((ballot) => ballot.nomineeIds.length > 0) }, { seconds, connections });
  const rows = [{ database: label, ...measurement }];
  process.stdout.write(`\n${formatTable(rows)}`);
  const errors = realErrors(rows);
  for (const error of errors) console.error(error);
  if (errors.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
