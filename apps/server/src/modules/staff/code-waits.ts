import type { Database } from '../../lib/db/client';
import { lockCodeFailures, setCodeFailures, type SecondFactor } from './repository';

/**
 * A six-digit code falls to enough guesses, and a guesser with many addresses passes any limit
 * per address: so the account itself slows codes from the app down, never recovery codes, which
 * keep its owner's way in open however long the account waits.
 */

/** A day without a try forgives the earlier ones: a memory as short as the longest wait would let a patient guesser start afresh each time. */
const FORGIVEN_AFTER_MS = 24 * 3600 * 1000;
/** The wait stops growing here: a quarter of an hour between guesses leaves under a hundred a day. */
const LONGEST_WAIT_MS = 15 * 60 * 1000;

type Failures = Pick<SecondFactor, 'codeFailures' | 'lastCodeFailureAt'>;

const forgiven = ({ lastCodeFailureAt }: Failures, now: number) => !lastCodeFailureAt || now - lastCodeFailureAt.getTime() >= FORGIVEN_AFTER_MS;

/** Milliseconds the account still waits before its next code from the app: none for the first `free` tries, then 1 s, 2 s, 4 s... after the latest, up to 15 minutes. */
export function waitLeft(failures: Failures, free: number, now: number): number {
  if (forgiven(failures, now) || failures.codeFailures < free) return 0;
  const wait = Math.min(1000 * 2 ** (failures.codeFailures - free), LONGEST_WAIT_MS);
  return Math.max(0, failures.lastCodeFailureAt!.getTime() + wait - now);
}

/**
 * Counts a code from the app against the account before it is checked, one request at a time,
 * so that guesses sent together wait like guesses sent in turn; a right code is then forgiven with
 * `forgetCodeFailures`. Answers the milliseconds left when the account must wait first (the code
 * is neither checked nor counted then).
 */
export async function countCodeTry(db: Database, userId: number, free: number, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const failures = await lockCodeFailures(tx, userId);
    if (!failures) return 0;
    const left = waitLeft(failures, free, now);
    if (left > 0) return left;
    await setCodeFailures(tx, userId, forgiven(failures, now) ? 1 : failures.codeFailures + 1, new Date(now));
    return 0;
  });
}

export const forgetCodeFailures = (db: Database, userId: number) => setCodeFailures(db, userId, 0, null);
