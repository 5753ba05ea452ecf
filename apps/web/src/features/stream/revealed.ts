import type { Nominee, VotingNomination } from '@awards/contracts';

/** What the live show revealed while the stream page was open: a nomination's results in a round, or a block's legend. */
export type RevealedItem = { key: string; kind: 'reveal'; roundId: number; nominationId: number } | { key: string; kind: 'legend'; blockId: number };

/** How many reveals the panel keeps, newest first. */
export const KEPT_REVEALS = 4;

/** The list after `item` arrives: first, once (an event replayed after a reconnection moves it up), the oldest beyond the few kept dropped. */
export const withRevealed = (items: readonly RevealedItem[], item: RevealedItem): RevealedItem[] =>
  [item, ...items.filter((other) => other.key !== item.key)].slice(0, KEPT_REVEALS);

export interface RevealedWinner {
  nominee: Nominee;
  /** Points out of 100. */
  result: number;
}

/** The revealed nomination's first place; none before its results are out, or when nobody voted or scored (`decided_by: none`). */
export function winnerOf({ nominees, results, decision }: VotingNomination): RevealedWinner | null {
  if (!results || decision?.decidedBy === 'none') return null;
  const first = results.find((result) => result.rank === 1);
  const nominee = first && nominees.find((candidate) => candidate.id === first.nomineeId);
  return first && nominee ? { nominee, result: first.result } : null;
}
