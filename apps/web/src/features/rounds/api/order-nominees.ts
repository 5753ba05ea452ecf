import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderNominees, type NomineeBoard } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { nomineeBoardQueryOptions } from './get-nominee-board';

/** The board with its nominees in the given order (ids it does not know are left out). */
function inOrder(board: NomineeBoard, nomineeIds: readonly number[]): NomineeBoard {
  const byId = new Map(board.nominees.map((nominee) => [nominee.id, nominee]));
  return { ...board, nominees: nomineeIds.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * Saves the nominees' order. The new order shows at once; a refusal puts the order back as it was
 * and reads the board again. Orders go out one after another, so the last one made is the one the
 * server keeps, and the server's board replaces the page's only once no other order is on its way.
 */
export function useOrderNominees(roundId: number, nominationId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = nomineeBoardQueryOptions(roundId, nominationId);
  const mutationKey = [...queryKey, 'order'];
  const alone = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    scope: { id: `nominee-order-${roundId}-${nominationId}` },
    mutationFn: (nomineeIds: number[]) => call(orderNominees, { params: { roundId, nominationId }, body: { nomineeIds } }),
    onMutate: async (nomineeIds) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.nominees.map((nominee) => nominee.id);
      queryClient.setQueryData(queryKey, (board) => board && inOrder(board, nomineeIds));
      return { before };
    },
    onSuccess: (board) => {
      if (alone()) queryClient.setQueryData(queryKey, board);
    },
    onError: async (_error, _nomineeIds, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, (board) => board && inOrder(board, context.before!));
      if (alone()) await queryClient.invalidateQueries({ queryKey });
    },
  });
}
