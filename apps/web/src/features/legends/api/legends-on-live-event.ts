import { useQueryClient } from '@tanstack/react-query';
import { legendBlocksQueryOptions } from '@/entities/legend-blocks/get-legend-blocks';
import { rereadAfterEvent, useLiveEvent } from '@/lib/live-events';
import { useSession } from '@/lib/session';
import { leaderboardQueryOptions } from './get-leaderboard';

/**
 * Reads the blocks and the leaderboard again when the live show crowns a legend, so the legend,
 * the visitor's right or wrong guess and the new ranking show without a reload. Their answers
 * carry no Cache-Control, so the browser keeps no copy and asking the server again is enough. Only
 * while a block has closed and waits for its legend (`waiting`) does the page listen.
 */
export function useLegendsOnLiveEvent(waiting: boolean) {
  const queryClient = useQueryClient();
  const blocks = legendBlocksQueryOptions(useSession().isAuthenticated).queryKey;
  useLiveEvent(
    'legend',
    () => {
      void rereadAfterEvent(queryClient, blocks);
      // Only while it is shown: a first crowning turns it on, and it is read then.
      void rereadAfterEvent(queryClient, leaderboardQueryOptions().queryKey);
    },
    waiting,
  );
}
