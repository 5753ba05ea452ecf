import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode, VotingCategory } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** A nomination's voting page: its round, nominees, the caller's vote (when signed in) and, once revealed, the results. */
export function getVotingCategory(categoryId: string, language: LanguageCode, signal?: AbortSignal): Promise<VotingCategory> {
  return api<VotingCategory>(`api/v2/voting/${encodeURIComponent(categoryId)}`, { headers: { 'Accept-Language': language }, signal });
}

/**
 * A signed-in caller's answer carries their own vote, so its key starts with 'user' and is
 * dropped on every sign-in and sign-out; a visitor's answer is the same for everyone.
 */
export const votingCategoryQueryOptions = (categoryId: string, language: LanguageCode, signedIn: boolean) =>
  queryOptions({
    queryKey: signedIn ? ['user', 'voting', categoryId, language] : ['voting', categoryId, language],
    queryFn: ({ signal }) => getVotingCategory(categoryId, language, signal),
    retry: false,
  });

export function useVotingCategory(categoryId: string) {
  const { isAuthenticated } = useSession();
  return useQuery(votingCategoryQueryOptions(categoryId, useLanguage(), isAuthenticated));
}
