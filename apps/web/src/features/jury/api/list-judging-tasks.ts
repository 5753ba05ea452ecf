import { queryOptions, useQuery } from '@tanstack/react-query';
import { listJudgingTasks } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Everything under it belongs to the signed-in judge: a score or a conflict reads it again. */
export const JUDGING_KEY = ['user', 'backstage', 'judging'] as const;

export const judgingTasksQueryOptions = () =>
  queryOptions({
    queryKey: [...JUDGING_KEY, 'tasks'],
    queryFn: ({ signal }) => call(listJudgingTasks, { signal }),
  });

/** The caller's nominations to score, with how far they have come in each. */
export function useJudgingTasks() {
  return useQuery(judgingTasksQueryOptions());
}
