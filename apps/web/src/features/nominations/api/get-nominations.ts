import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode, NominationSummary } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The nominations (id, title, description) in one language, which the API picks by Accept-Language. */
export function getNominations(language: LanguageCode, signal?: AbortSignal): Promise<NominationSummary[]> {
  return api<NominationSummary[]>('api/v1/nomination/all', { headers: { 'Accept-Language': language }, signal });
}

export const nominationsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['nominations', language],
    queryFn: ({ signal }) => getNominations(language, signal),
  });

/** In the selected language; switching language fetches (or reuses) that language's list. */
export function useNominations() {
  return useQuery(nominationsQueryOptions(useLanguage()));
}
