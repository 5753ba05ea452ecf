import { createHmac, hkdfSync } from 'node:crypto';

/** Long enough that two voters of a season never share one; short enough to read in a spreadsheet. */
const PSEUDONYM_LENGTH = 16;

/**
 * A voter's or player's name in an export: a keyed hash of the account id, the same in every
 * export (so that organisers can follow one voter across rounds, or across votes and guesses) but
 * telling nothing of the account to anyone without the server's secret. The key is derived from
 * the JWT secret under its own label, so it hashes nothing else and signs nothing. No account (a
 * deleted one) has no pseudonym.
 */
export function pseudonymiser(jwtSecret: string): (userId: number | null) => string | null {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'awards: export pseudonym', 32));
  return (userId) => (userId === null ? null : createHmac('sha256', key).update(String(userId)).digest('hex').slice(0, PSEUDONYM_LENGTH));
}
