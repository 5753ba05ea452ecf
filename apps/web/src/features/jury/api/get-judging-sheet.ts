import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJudgingSheet } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { JUDGING_KEY } from './list-judging-tasks';

/** A nomination's nominees with the caller's scores; an uploaded clip's signed address lasts minutes, so it is read fresh. */
export const judgingSheetQueryOptions = (roundId: number, nominationId: number) =>
  queryOptions({
    queryKey: [...JUDGING_KEY, 'sheet', roundId, nominationId],
    queryFn: ({ signal }) => call(getJudgingSheet, { params: { roundId, nominationId }, signal }),
    staleTime: 0,
  });

export function useJudgingSheet(roundId: number, nominationId: number) {
  return useQuery(judgingSheetQueryOptions(roundId, nominationId));
}
