import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimerItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

/** The countdown's end and its texts in every language (one answer serves all four). */
export type Timer = Pick<TimerItem, 'end_datetime' | 'translations'>;

export function getTimer(signal?: AbortSignal): Promise<Timer> {
  return content<Timer>('items/timer', { fields: 'end_datetime,translations.*' }, signal);
}

export const timerQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'timer'],
    queryFn: ({ signal }) => getTimer(signal),
  });

/** Used by the home hero and by the header, footer and menu countdowns. */
export function useTimer() {
  return useQuery(timerQueryOptions());
}
