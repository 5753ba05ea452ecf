import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentVoting } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** The open voting round, if any (and the next one). */
export function getCurrentVoting(signal?: AbortSignal): Promise<CurrentVoting> {
  return api<CurrentVoting>('api/v2/voting/current', { signal });
}

export const currentVotingQueryOptions = () =>
  queryOptions({
    queryKey: ['voting', 'current'],
    queryFn: ({ signal }) => getCurrentVoting(signal),
  });

export function useCurrentVoting() {
  return useQuery(currentVotingQueryOptions());
}
