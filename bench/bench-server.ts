import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOMINATION_COUNT } from '@awards/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, type RateLimits } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/lib/db/client';
import { publishLiveEvent } from '../apps/server/src/modules/live';
import { readCurrentVoting, readNominees } from '../apps/server/src/modules/rounds';
import { createVoters } from '../apps/server/test/voters';
import { seedDatabase } from '../apps/server/src/seed';

/** So high that no limit is met: the benchmark measures the work, not the refusals. */
const UNLIMITED = 1_000_000_000;

/** What the load needs to cast real votes: signed-in users, and the open round's nominees per nomination. */
export interface VotingFixture {
  tokens: string[];
  ballots: { nominationId: number; nomineeIds: number[] }[];
}

export interface ServerReady extends VotingFixture {
  url: string;
  /** The open round, whose nominations the reveal scenario reveals. */
  roundId: number;
}

/**
 * What the benchmark asks the server's process, over the IPC channel rather than HTTP, so that the
 * app keeps no route for it: to reveal (through the server's own database handle, the one way
 * onto PGlite, which only its process may open), or its memory after a garbage collection.
 */
export type ServerRequest = { kind: 'reveal'; nominationId: number } | { kind: 'memory' };
export type ServerAnswer = { kind: 'revealed'; id: number } | { kind: 'memory'; rss: number; heapUsed: number };

/**
 * The whole app as `npm start` runs it, on a fresh database seeded in the `voting` scenario (a
 * longlist open now), listening on loopback. No captcha secret, so votes need no verifier.
 */
export async function startBenchServer(databaseUrl: string | undefined, voterCount: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-bench-'));
  // Every simulated viewer and voter comes from loopback: one address, so no cap per address.
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_SCENARIO: 'voting', LOG_LEVEL: 'silent', MAX_CONNECTIONS_PER_ADDRESS: '0' });
  // Every count stays as high as no one meets, the votes' per address too: they are still counted,
  // as a deployment counts them, so the figures include the counter's work. Windows stay as they are.
  config.rateLimits = Object.fromEntries(
    Object.entries(config.rateLimits).map(([name, value]) => [name, /windowMs$/i.test(name) ? value : UNLIMITED]),
  ) as unknown as RateLimits;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedDatabase(database.db, { scenario: config.seedScenario });

  const { round } = await readCurrentVoting(database.db, new Date());
  if (!round) throw new Error('the voting scenario has no open round');
  const nominationIds = Array.from({ length: NOMINATION_COUNT }, (_, index) => index + 1);
  const ballots = await Promise.all(
    nominationIds.map(async (nominationId) => ({ nominationId, nomineeIds: (await readNominees(database.db, round.id, nominationId)).map(({ id }) => id) })),
  );
  const voters = voterCount > 0 ? await createVoters(database.db, config, voterCount, 'bench-voter') : [];

  const app = await buildApp({ config, database });
  // A deep accept queue: the reveal scenario opens thousands of streams in quick batches.
  const url = await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
  const ready: ServerReady = { url, roundId: round.id, tokens: voters.map((voter) => voter.token), ballots };
  return {
    ready,
    async answer(request: ServerRequest): Promise<ServerAnswer> {
      if (request.kind === 'reveal') {
        // As large as a real reveal: the open round is not sealed, so its first nominee stands in as the winner.
        const [first] = await readNominees(database.db, round.id, request.nominationId);
        const winner = first ? { nickname: first.nickname, photo: first.photo, result: 41.67 } : null;
        const id = await publishLiveEvent(database.db, { kind: 'reveal', data: { roundId: round.id, nominationId: request.nominationId, winner } });
        return { kind: 'revealed', id };
      }
      // Started with --expose-gc: what is still held, not what awaits collection.
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      return { kind: 'memory', rss, heapUsed };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
