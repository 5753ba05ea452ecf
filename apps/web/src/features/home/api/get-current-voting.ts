import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentVoting } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The open voting round, if any, and the next one. */
export const currentVotingQueryOptions = () =>
  queryOptions({
    queryKey: ['voting', 'current'],
    queryFn: ({ signal }) => call(getCurrentVoting, { signal }),
  });

export function useCurrentVoting() {
  return useQuery(currentVotingQueryOptions());
}
