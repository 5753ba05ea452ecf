import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { isUnblockedAccount, namesAndEmailsOf } from '../users';
import { readShownBlocks } from './repository';
import { legendBlocks, legendGuesses } from './tables';

/** The players' guesses: stored one per block, read back for the player, and counted for the leaderboard. */

/** The streamer ids this user guessed, one per block at most. */
export async function readGuessedStreamerIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db.select({ streamerId: legendGuesses.streamerId }).from(legendGuesses).where(eq(legendGuesses.userId, userId));
  return new Set(rows.map((row) => row.streamerId));
}

/** The user's guesses, oldest first, each with the streamer's nickname as the content shows it (null when it no longer does). */
export async function readGuessesOf(db: Database, userId: number) {
  const [rows, shown] = [
    await db.select().from(legendGuesses).where(eq(legendGuesses.userId, userId)).orderBy(asc(legendGuesses.createdAt), asc(legendGuesses.id)),
    await readShownBlocks(db, false),
  ];
  return rows.map((row) => ({ blockId: row.blockId, streamerId: row.streamerId, streamerNickname: shown.streamers.get(row.streamerId)?.nickname ?? null, createdAt: row.createdAt }));
}

/** Deletes the user's guesses as their account goes; how many. The leaderboard no longer knows them. */
export async function deleteGuessesOf(db: Database, userId: number): Promise<number> {
  const deleted = await db.delete(legendGuesses).where(eq(legendGuesses.userId, userId)).returning({ id: legendGuesses.id });
  return deleted.length;
}

/**
 * Stores a guess; undefined when the user already guessed in this block. The unique index
 * decides, so of concurrent identical guesses exactly one is stored.
 */
export async function addGuess(db: Database, guess: { userId: number; blockId: number; streamerId: number }) {
  const [stored] = await db.insert(legendGuesses).values(guess).onConflictDoNothing().returning();
  return stored;
}

export async function countGuesses(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(legendGuesses).where(eq(legendGuesses.userId, userId));
  return row?.n ?? 0;
}

export async function insertGuesses(db: Database, guesses: { userId: number; blockId: number; streamerId: number; createdAt: Date }[]) {
  if (guesses.length > 0) await db.insert(legendGuesses).values(guesses);
}

/**
 * Users by their right guesses among the blocks revealed by `now`, most first; equal scores share
 * a rank. Only users with a right guess appear; blocked accounts never do.
 */
export async function readTopGuessers(db: Database, now: Date, limit: number) {
  const rows = await db
    .select({ userId: legendGuesses.userId, correct: count(), rank: sql<number>`rank() over (order by count(*) desc)`.mapWith(Number) })
    .from(legendGuesses)
    .innerJoin(
      legendBlocks,
      and(eq(legendBlocks.id, legendGuesses.blockId), eq(legendBlocks.legendStreamerId, legendGuesses.streamerId), lte(legendBlocks.revealedAt, now)),
    )
    .where(isUnblockedAccount(legendGuesses.userId))
    .groupBy(legendGuesses.userId)
    .orderBy(desc(count()), asc(legendGuesses.userId))
    .limit(limit);
  const players = await namesAndEmailsOf(db, rows.map((row) => row.userId));
  // An account deleted in between has taken its guesses with it.
  return rows.flatMap(({ userId, correct, rank }) => {
    const player = players.get(userId);
    return player ? [{ name: player.name, correct, rank }] : [];
  });
}
