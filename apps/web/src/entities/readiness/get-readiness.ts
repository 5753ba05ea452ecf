import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSeasonReadiness, type LanguageCode } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/**
 * What is ready for the season's next step: the phase, the next moment and the checks, all of them
 * or, for one round, that round's findings among the checks of rounds. The items name
 * nominations in the language shown, so it is kept per language. Under 'user': staff only.
 */
export const readinessQueryOptions = (language: LanguageCode, roundId?: number) =>
  queryOptions({
    queryKey: ['user', 'backstage', 'readiness', language, roundId ?? 'every round'],
    queryFn: ({ signal }) => call(getSeasonReadiness, { query: roundId === undefined ? {} : { roundId }, signal }),
  });

interface ReadinessOptions {
  roundId?: number;
  /** Read only while this holds (a confirmation reads as it opens). */
  enabled?: boolean;
  /** Read again this often, for a page that stays open (the control room). */
  refetchInterval?: number;
}

/** The season overview reads it on opening; a confirmation as it opens. */
export function useReadiness({ roundId, enabled = true, refetchInterval }: ReadinessOptions = {}) {
  return useQuery({ ...readinessQueryOptions(useLanguage(), roundId), enabled, refetchInterval });
}
