import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** Home page data: the winners to show (this season's or the previous edition's) and the Legends leaderboard. */
export function getHomeData(signal?: AbortSignal): Promise<HomeResponse> {
  return api<HomeResponse>('api/v2/home', { signal });
}

export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home'],
    queryFn: ({ signal }) => getHomeData(signal),
  });

export function useHomeData() {
  return useQuery(homeDataQueryOptions());
}
