import type { UserStats } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { countEntriesOf } from '../entries';
import { countGuesses } from '../legends';
import { countVotes } from '../voting';

/** What the user has done, for the profile: the one place these counts are made. */
export async function userStats(db: Database, userId: number): Promise<UserStats> {
  const [applications, votes, guesses] = [await countEntriesOf(db, userId), await countVotes(db, userId), await countGuesses(db, userId)];
  return { applications, votes, guesses };
}
