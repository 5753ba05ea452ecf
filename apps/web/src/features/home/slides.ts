import type { NominationSummary } from '@awards/contracts';

export type Slide =
  | { kind: 'nomination'; id: number; title: string }
  | { kind: 'explore' }
  | { kind: 'legend' };

/** The 'explore more' card comes after the fifth nomination, when there are more than five. */
export const EXPLORE_AFTER = 5;

/**
 * The slideshow's cards: one per nomination, an 'explore more' card after the fifth when there
 * are more than five, and the 'guess the legend' card last.
 */
export function buildSlides(nominations: readonly Pick<NominationSummary, 'id' | 'title'>[]): Slide[] {
  const cards: Slide[] = nominations.map(({ id, title }) => ({ kind: 'nomination', id, title }));
  if (cards.length > EXPLORE_AFTER) cards.splice(EXPLORE_AFTER, 0, { kind: 'explore' });
  cards.push({ kind: 'legend' });
  return cards;
}
