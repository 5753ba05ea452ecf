import type { Judge } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readJudgeAccounts } from './judge-accounts';
import { readTasks } from './repository';
import { judgeOf } from './tasks';

/** Every judge with their assignments and how far they have come in each: the jury page's list, and what the season's readiness checks. */
export async function readJudges(db: Database): Promise<Judge[]> {
  const accounts = await readJudgeAccounts(db);
  const tasks = await readTasks(db, accounts.map((account) => account.userId));
  return accounts.map((account) => judgeOf(account, tasks));
}
