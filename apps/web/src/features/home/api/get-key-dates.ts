import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type KeyDateItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

export type KeyDate = Pick<KeyDateItem, 'id' | 'sort' | 'translations'>;

export const keyDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'key-dates'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.keyDates }, query: { fields: 'id,sort,translations.*', sort: 'sort' }, signal });
      return data as KeyDate[];
    },
  });

/** The how-it-works steps (apply, vote, live). */
export function useKeyDates() {
  return useQuery(keyDatesQueryOptions());
}
