import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode, NominationSummary } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/**
 * The nominations in the selected language, for moving between voting categories. Same endpoint
 * and key as the home page's list, so a visitor coming from home reuses what is already loaded.
 */
export function getVotingCategories(language: LanguageCode, signal?: AbortSignal): Promise<NominationSummary[]> {
  return api<NominationSummary[]>('api/v1/nomination/all', { headers: { 'Accept-Language': language }, signal });
}

export const votingCategoriesQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['nominations', language],
    queryFn: ({ signal }) => getVotingCategories(language, signal),
  });

export function useVotingCategories() {
  return useQuery(votingCategoriesQueryOptions(useLanguage()));
}
