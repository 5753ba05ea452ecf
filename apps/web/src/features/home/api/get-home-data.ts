import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHome } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Home page data: the winners to show (this season's or the previous edition's) and the Legends leaderboard. */
export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => call(getHome, { signal }),
  });

export function useHomeData() {
  return useQuery(homeDataQueryOptions());
}
