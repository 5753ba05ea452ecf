import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVotingNomination, type LanguageCode } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * A nomination's voting page: its round, nominees, the caller's vote (when signed in) and, once
 * revealed, the results. A signed-in caller's answer carries their own vote, so its key starts
 * with 'user' and is dropped on every sign-in and sign-out; a visitor's is the same for everyone.
 */
export const votingNominationQueryOptions = (nominationId: string, language: LanguageCode, signedIn: boolean) =>
  queryOptions({
    queryKey: signedIn ? ['user', 'voting', nominationId, language] : ['voting', nominationId, language],
    queryFn: ({ signal }) => call(getVotingNomination, { params: { nominationId }, signal, headers: { 'Accept-Language': language } }),
    retry: false,
  });

export function useVotingNomination(nominationId: string) {
  const { isAuthenticated } = useSession();
  return useQuery(votingNominationQueryOptions(nominationId, useLanguage(), isAuthenticated));
}
