import type { SeasonCalendar } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readCalendarRounds } from '../rounds';
import { readSetting } from '../settings';

/**
 * The season's dates as the organisers last saved them, and whether every round's results are out
 * at `now`: what the countdown counts to and what texts quoting the season's dates say. None
 * before the season's phases are set, which only a database nobody seeded lacks.
 */
export async function readSeasonCalendar(db: Database, now: Date): Promise<SeasonCalendar | undefined> {
  const phases = await readSetting(db, 'phases');
  if (!phases) return undefined;
  const { rounds, resultsOut } = await readCalendarRounds(db, now);
  return { applications: phases.applications, rounds, live: phases.live, resultsOut };
}
