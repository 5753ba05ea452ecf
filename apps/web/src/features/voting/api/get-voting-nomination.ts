import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getVotingNomination, type LanguageCode, type VotingNomination } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { rereadAfterEvent, useLiveEvent } from '@/lib/live-events';
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

/**
 * Reads the page again when the live show reveals this nomination (in any round), so its results
 * appear without a reload; `onRevealed` gets the new page once it is in. The answer is never
 * stored by the browser (`private, no-store`), so asking the server again is enough. The page
 * listens only while its round is revealed live and its results are not out (`waiting`).
 */
export function useVotingNominationReveals(nominationId: string, waiting: boolean, onRevealed: (page: VotingNomination) => void) {
  const queryClient = useQueryClient();
  const { queryKey } = votingNominationQueryOptions(nominationId, useLanguage(), useSession().isAuthenticated);
  const reread = async () => {
    await rereadAfterEvent(queryClient, queryKey);
    const page = queryClient.getQueryData(queryKey);
    if (page) onRevealed(page);
  };
  useLiveEvent(
    'reveal',
    (event) => {
      if (String(event.nominationId) === nominationId) void reread();
    },
    waiting,
  );
}
