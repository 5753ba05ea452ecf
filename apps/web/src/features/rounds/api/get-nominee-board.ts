import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNomineeBoard } from '@awards/contracts';
import { call } from '@/lib/api-client';

/**
 * A round's nominees in one nomination, with what they can be picked from. Every write of the
 * board answers with the whole board, which replaces this. Under 'user': only organisers read it.
 */
export const nomineeBoardQueryOptions = (roundId: number, nominationId: number) =>
  queryOptions({
    queryKey: ['user', 'backstage', 'nominees', roundId, nominationId],
    queryFn: ({ signal }) => call(getNomineeBoard, { params: { roundId, nominationId }, signal }),
  });

export function useNomineeBoard(roundId: number, nominationId: number) {
  return useQuery(nomineeBoardQueryOptions(roundId, nominationId));
}
