import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLegendsLeaderboard } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Users ranked by right guesses over the revealed blocks; empty until a legend is revealed. */
export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['legends', 'leaderboard'],
    queryFn: ({ signal }) => call(getLegendsLeaderboard, { signal }),
  });

export function useLeaderboard(enabled: boolean) {
  return useQuery({ ...leaderboardQueryOptions(), enabled });
}
