import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type GiveawayItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The giveaway singleton; every language comes in the one answer. */
export const giveawayQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'giveaway'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.giveaway }, query: { fields: 'id,starts_at,ends_at,translations.*' }, signal });
      return data as GiveawayItem;
    },
  });

export function useGiveaway() {
  return useQuery(giveawayQueryOptions());
}
