import { useState } from 'react';
import { useLiveEvent } from '@/lib/live-events';
import { withRevealed, type RevealedItem } from './revealed';

/**
 * What the live show reveals while the page is open, newest first. Each event names the winner or
 * the legend, so thousands of open pages show a reveal without asking the server anything at that
 * moment; the titles come from the nominations the site already holds and the blocks, read once.
 */
export function useJustRevealed(): RevealedItem[] {
  const [items, setItems] = useState<RevealedItem[]>([]);
  useLiveEvent('reveal', ({ roundId, nominationId, winner }) => {
    setItems((current) => withRevealed(current, { key: `reveal-${roundId}-${nominationId}`, kind: 'reveal', roundId, nominationId, winner }));
  });
  useLiveEvent('legend', ({ blockId, legend }) => {
    setItems((current) => withRevealed(current, { key: `legend-${blockId}`, kind: 'legend', blockId, legend }));
  });
  return items;
}
