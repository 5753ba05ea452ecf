import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guessLegend } from '@awards/contracts';
import { legendBlocksQueryOptions, type LegendBlock, type LegendStreamer } from '@/entities/legend-blocks/get-legend-blocks';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { withGuess } from '../blocks';

export interface Guess {
  block: LegendBlock;
  streamer: LegendStreamer;
}

/**
 * The signed-in caller's one guess of a block's legend. The pick shows as marked and counted at
 * once and is unmarked again if the guess is refused; either way the blocks are read again, so the
 * page ends with the server's own counts.
 */
export function useGuessLegend() {
  const queryClient = useQueryClient();
  const { queryKey } = legendBlocksQueryOptions(useSession().isAuthenticated);
  return useMutation({
    mutationFn: ({ block, streamer }: Guess) => call(guessLegend, { body: { blockId: block.id, streamerId: streamer.id } }),
    onMutate: async ({ block, streamer }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (blocks) => blocks?.map((item) => (item.id === block.id ? withGuess(item, streamer.id) : item)));
      return { before };
    },
    onError: (_error, _guess, context) => queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
