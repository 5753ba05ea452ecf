import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { legendBlocksQueryOptions } from '@/entities/legend-blocks/get-legend-blocks';
import { useLiveEvent } from '@/lib/live-events';
import { useSession } from '@/lib/session';
import { leaderboardQueryOptions } from './get-leaderboard';

/**
 * Reads the blocks and the leaderboard again when the live show crowns a legend, so the legend,
 * the visitor's right or wrong guess and the new ranking show without a reload. Their answers
 * carry no Cache-Control, so the browser keeps no copy and asking the server again is enough; a
 * read still under way may have been answered before the crowning, so it gives way to a new one.
 */
export function useLegendsOnLiveEvent() {
  const queryClient = useQueryClient();
  const blocks = legendBlocksQueryOptions(useSession().isAuthenticated).queryKey;
  const reread = async (queryKey: QueryKey) => {
    await queryClient.cancelQueries({ queryKey, exact: true });
    await queryClient.refetchQueries({ queryKey, exact: true });
  };
  useLiveEvent('legend', () => {
    void reread(blocks);
    // Only while it is shown: a first crowning turns it on, and it is read then.
    void reread(leaderboardQueryOptions().queryKey);
  });
}
