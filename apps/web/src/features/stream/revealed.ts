import type { LiveLegend, LiveWinner } from '@awards/contracts';

/**
 * What the live show revealed while the stream page was open: a nomination's results in a round,
 * with its winner (null: nobody voted or scored), or a block's legend, as the event named them.
 */
export type RevealedNomination = { key: string; kind: 'reveal'; roundId: number; nominationId: number; winner: LiveWinner | null };
export type CrownedLegend = { key: string; kind: 'legend'; blockId: number; legend: LiveLegend | null };
export type RevealedItem = RevealedNomination | CrownedLegend;

/** How many reveals the panel keeps, newest first. */
export const KEPT_REVEALS = 4;

/** The list after `item` arrives: first, once (an event replayed after a reconnection moves it up), the oldest beyond the few kept dropped. */
export const withRevealed = (items: readonly RevealedItem[], item: RevealedItem): RevealedItem[] =>
  [item, ...items.filter((other) => other.key !== item.key)].slice(0, KEPT_REVEALS);
