import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyDateItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

export type KeyDate = Pick<KeyDateItem, 'id' | 'sort' | 'translations'>;

export function getKeyDates(signal?: AbortSignal): Promise<KeyDate[]> {
  return content<KeyDate[]>('items/key_dates', { fields: 'id,sort,translations.*', sort: 'sort' }, signal);
}

export const keyDatesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'key-dates'],
    queryFn: ({ signal }) => getKeyDates(signal),
  });

/** The how-it-works steps (apply, vote, live). */
export function useKeyDates() {
  return useQuery(keyDatesQueryOptions());
}
