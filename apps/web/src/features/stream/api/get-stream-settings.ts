import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/**
 * The general settings, of which this page reads the stream channels. Same endpoint and key as
 * the site's other settings reads, so the answer the header and footer loaded is reused.
 */
export function getStreamSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return api<SettingsResponse>('api/v2/settings', { signal });
}

export const streamSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getStreamSettings(signal),
  });

export function useStreamSettings() {
  return useQuery(streamSettingsQueryOptions());
}
