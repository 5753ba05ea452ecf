import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeNominee } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { nomineeBoardQueryOptions } from './get-nominee-board';

export interface Removal {
  nomineeId: number;
  /** Needed for a nominee someone voted for: its votes are deleted, and the audit log keeps how many. */
  voidVotes: boolean;
}

/** Removes a nominee; the answer is the new board. A 409 nominee_has_votes is the caller's to ask about. */
export function useRemoveNominee(roundId: number, nominationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nomineeId, voidVotes }: Removal) =>
      call(removeNominee, { params: { roundId, nominationId, nomineeId }, query: { voidVotes: voidVotes ? 'true' : 'false' } }),
    onSuccess: (board) => queryClient.setQueryData(nomineeBoardQueryOptions(roundId, nominationId).queryKey, board),
  });
}
