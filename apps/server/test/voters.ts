import type { Config } from '../src/config';
import type { Database } from '../src/lib/db/client';
import { insertPasswordlessAccounts, issueToken } from '../src/modules/users';

/**
 * Signed-in users for tests and the benchmark, made in one insert with their tokens minted as
 * sign-in does: signing up over HTTP hashes passwords with argon2, far too slow for hundreds.
 */
export async function createVoters(db: Database, config: Config, count: number, label = 'voter') {
  const accounts = await insertPasswordlessAccounts(
    db,
    Array.from({ length: count }, (_, index) => ({ email: `${label}-${index}@example.com`, name: `${label} ${index}` })),
  );
  return Promise.all(accounts.map(async (account) => ({ id: account.id, token: await issueToken(config, account) })));
}

export type Voter = Awaited<ReturnType<typeof createVoters>>[number];
