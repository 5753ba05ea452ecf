import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildShortlist, type ShortlistRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { nomineeBoardQueryOptions } from './get-nominee-board';

/** Adds the longlist's top nominees, the ties taken at the cut and the jury's wildcards; the answer is the new board. */
export function useBuildShortlist(roundId: number, nominationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ShortlistRequest) => call(buildShortlist, { params: { roundId, nominationId }, body: request }),
    onSuccess: (board) => queryClient.setQueryData(nomineeBoardQueryOptions(roundId, nominationId).queryKey, board),
  });
}
