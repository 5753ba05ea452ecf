import type { Nominee, NomineeResult } from '@awards/contracts';

export interface Standing {
  nominee: Nominee;
  votes: number;
  /** Share of the nomination's votes, 0 to 100. */
  percentage: number;
  /** Has the most votes (ties share it); nobody leads a round without votes. */
  leader: boolean;
}

/**
 * The revealed results joined to their nominees, most votes first (equal votes keep the page's
 * order). A nominee missing from the results had no votes; a share outside 0 to 100 is clamped,
 * so a bar never overflows its track.
 */
export function standings(nominees: readonly Nominee[], results: readonly NomineeResult[]): Standing[] {
  const byNominee = new Map(results.map((result) => [result.nomineeId, result]));
  const rows = nominees.map((nominee) => {
    const result = byNominee.get(nominee.id);
    return { nominee, votes: result?.votes ?? 0, percentage: Math.min(100, Math.max(0, result?.percentage ?? 0)) };
  });
  const most = Math.max(0, ...rows.map((row) => row.votes));
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.votes - a.row.votes || a.index - b.index)
    .map(({ row }) => ({ ...row, leader: most > 0 && row.votes === most }));
}
