import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** General data: season phases, the footer's socials, the stream channels, what is open now. */
export function getSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return api<SettingsResponse>('api/v2/settings', { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
