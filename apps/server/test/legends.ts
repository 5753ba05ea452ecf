import { eq } from 'drizzle-orm';
import type { Database } from '../src/lib/db/client';
import { users } from '../src/modules/users/tables';
import { legendBlocks } from '../src/modules/legends/tables';
import { bearer } from './accounts';
import type { TestServer } from './harness';
import { createVoters } from './voters';
import { hoursFromNow } from './voting';
import { readBlocks } from '../src/modules/legends/repository';

export function sendGuess(server: TestServer, token: string, blockId: number, streamerId: number) {
  return server.post('/api/v2/loty/guess', { block_id: blockId, streamer_id: streamerId }, bearer(token));
}

/** The seeded blocks in order, each with its streamers' ids and its legend's. */
export async function seededBlocks(db: Database) {
  return (await readBlocks(db)).map(({ block, streamers }) => ({
    id: block.id,
    legendId: block.legendStreamerId!,
    streamerIds: streamers.map((streamer) => streamer.id),
    /** A streamer of the block who is not its legend. */
    wrongId: streamers.find((streamer) => streamer.id !== block.legendStreamerId)!.id,
  }));
}

/** Sets every block's close and reveal times (null: not revealed). */
export async function scheduleBlocks(db: Database, times: { closesAt: Date; revealedAt: Date | null }) {
  await db.update(legendBlocks).set(times);
}

/** Every block taking guesses, its legend hidden. */
export const openBlocks = (db: Database) => scheduleBlocks(db, { closesAt: hoursFromNow(24), revealedAt: null });

/** The state each Legends test starts from: no users, no guesses, every block open. */
export async function resetToOpenBlocks(server: TestServer) {
  await server.reset();
  await openBlocks(server.db);
}

/** Every block closed and its legend revealed. */
export const revealBlocks = (db: Database) => scheduleBlocks(db, { closesAt: hoursFromNow(-2), revealedAt: hoursFromNow(-1) });

/** Signed-in users with these names, made without signing up over HTTP; in the names' order. */
export async function usersNamed(server: TestServer, names: string[]) {
  const voters = await createVoters(server.db, server.config, names.length, 'legends');
  for (const [index, voter] of voters.entries()) await server.db.update(users).set({ name: names[index]! }).where(eq(users.id, voter.id));
  return voters;
}
