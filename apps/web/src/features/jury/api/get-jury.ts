import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJury, type Judge, type JuryOverview } from '@awards/contracts';
import { call } from '@/lib/api-client';

export const juryQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'backstage', 'jury'],
    queryFn: ({ signal }) => call(getJury, { signal }),
  });

/** The judges, the jury members they may stand for, and each judge's assignments and progress. */
export function useJury() {
  return useQuery(juryQueryOptions());
}

/** The overview with one judge as the server now has them (after a setup or a reminder). */
export const withJudge = (overview: JuryOverview | undefined, judge: Judge) =>
  overview && { ...overview, judges: overview.judges.map((each) => (each.userId === judge.userId ? judge : each)) };
