import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addNominee, type AddNomineeRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { nomineeBoardQueryOptions } from './get-nominee-board';

/** Adds a nominee (from an entry's streamer page, from the longlist, or by hand); the answer is the new board. */
export function useAddNominee(roundId: number, nominationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddNomineeRequest) => call(addNominee, { params: { roundId, nominationId }, body: request }),
    onSuccess: (board) => queryClient.setQueryData(nomineeBoardQueryOptions(roundId, nominationId).queryKey, board),
  });
}
