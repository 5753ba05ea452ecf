import type { HomeResponse, HomeWinners } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readLeaderboard } from '../legends';
import { readWinners } from '../rounds';
import { readPreviousWinners } from './site-links';

async function readHomeWinners(db: Database, now: Date, draft: boolean): Promise<HomeWinners> {
  const current = await readWinners(db, now);
  if (current.length > 0) return { source: 'current', items: current };
  return { source: 'previous_edition', items: await readPreviousWinners(db, draft) };
}

/** The home page's data: the winners to show (`draft`: last edition's as previewed) and the Legends leaderboard. */
export async function readHomeData(db: Database, now: Date, draft = false): Promise<HomeResponse> {
  return { winners: await readHomeWinners(db, now, draft), leaderboard: await readLeaderboard(db, now) };
}
