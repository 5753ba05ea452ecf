import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type TimerItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The countdown's end and its texts in every language (one answer serves all four). */
export type Timer = Pick<TimerItem, 'endDatetime' | 'translations'>;

export const timerQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'timer'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.timer }, query: { fields: 'end_datetime,translations.*' }, signal });
      return data as Timer;
    },
  });

/** Used by the home hero, by the header, footer and menu countdowns, and by the drawn first screen. */
export function useTimer() {
  return useQuery(timerQueryOptions());
}
