import type { UserStats } from '@awards/contracts';
import type { Database } from '../../lib/db/client';

/**
 * What the user has done, for the profile: the one place these counts are made. Applications,
 * votes and guesses arrive with the participation issue; until then there are none to count.
 */
export async function userStats(_db: Database, _userId: number): Promise<UserStats> {
  return { applications: 0, votes: 0, guesses: 0 };
}
