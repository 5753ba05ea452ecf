import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** Users ranked by right guesses over the revealed blocks; empty until a legend is revealed. */
export function getLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return api<Leaderboard>('api/v2/loty/leaderboard', { signal });
}

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['loty', 'leaderboard'],
    queryFn: ({ signal }) => getLeaderboard(signal),
  });

export function useLeaderboard(enabled: boolean) {
  return useQuery({ ...leaderboardQueryOptions(), enabled });
}
