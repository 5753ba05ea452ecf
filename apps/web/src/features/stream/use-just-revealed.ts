import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { legendBlocksQueryOptions } from '@/entities/legend-blocks/get-legend-blocks';
import { rereadAfterEvent, useLiveEvent } from '@/lib/live-events';
import { useSession } from '@/lib/session';
import { withRevealed, type RevealedItem } from './revealed';

/**
 * What the live show reveals while the page is open, newest first. A revealed nomination is read
 * by its card; a crowned legend re-reads the blocks (the page may hold them from an earlier one),
 * whose answers carry no Cache-Control, so the server answers.
 */
export function useJustRevealed(): RevealedItem[] {
  const [items, setItems] = useState<RevealedItem[]>([]);
  const queryClient = useQueryClient();
  const blocks = legendBlocksQueryOptions(useSession().isAuthenticated).queryKey;

  useLiveEvent('reveal', ({ roundId, nominationId }) => {
    setItems((current) => withRevealed(current, { key: `reveal-${roundId}-${nominationId}`, kind: 'reveal', roundId, nominationId }));
  });
  useLiveEvent('legend', ({ blockId }) => {
    void rereadAfterEvent(queryClient, blocks);
    setItems((current) => withRevealed(current, { key: `legend-${blockId}`, kind: 'legend', blockId }));
  });
  return items;
}
