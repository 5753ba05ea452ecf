import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNominations, type LanguageCode } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The nominations (id, title, description) in one language, which the API picks by Accept-Language. */
export const nominationsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['nominations', language],
    queryFn: ({ signal }) => call(getNominations, { signal, headers: { 'Accept-Language': language } }),
  });

/** In the selected language; switching language fetches (or reuses) that language's list. */
export function useNominations() {
  return useQuery(nominationsQueryOptions(useLanguage()));
}
