import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettings } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** General data: season phases, the footer's socials, the stream channels, what is open now. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => call(getSettings, { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
