import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiveawayItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

/** The giveaway singleton; every language comes in the one answer. */
export function getGiveaway(signal?: AbortSignal): Promise<GiveawayItem> {
  return content<GiveawayItem>('items/giveaway', { fields: 'id,starts_at,ends_at,translations.*' }, signal);
}

export const giveawayQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'giveaway'],
    queryFn: ({ signal }) => getGiveaway(signal),
  });

export function useGiveaway() {
  return useQuery(giveawayQueryOptions());
}
