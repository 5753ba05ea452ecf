import type { HomeResponse, HomeWinners } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readLeaderboard } from '../legends';
import { readWinners } from '../voting';
import { readPreviousWinners } from './site-links';

async function readHomeWinners(db: Database, now: Date): Promise<HomeWinners> {
  const current = await readWinners(db, now);
  if (current.length > 0) return { source: 'current', items: current };
  return { source: 'previous_edition', items: await readPreviousWinners(db) };
}

/** The home page's data: the winners to show and the Legends leaderboard. */
export async function readHomeData(db: Database, now: Date): Promise<HomeResponse> {
  return { winners: await readHomeWinners(db, now), leaderboard: await readLeaderboard(db, now) };
}
