import type { Leaderboard } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { shortDisplayName } from './display-name';
import { readTopGuessers } from './guess-repository';

const LEADERBOARD_SIZE = 20;

/** The top guessers over the blocks revealed by `now`: empty until a legend is revealed. */
export async function readLeaderboard(db: Database, now: Date): Promise<Leaderboard> {
  const rows = await readTopGuessers(db, now, LEADERBOARD_SIZE);
  return rows.map(({ rank, name, correct }) => ({ rank, name: shortDisplayName(name), correct }));
}
