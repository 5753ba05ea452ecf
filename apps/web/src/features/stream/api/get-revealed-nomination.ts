import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVotingNomination, type LanguageCode } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * A nomination's voting page as the live show has just revealed it in a round: its title in the
 * visitor's language and its results. Keyed by the round too, so a nomination revealed again in a
 * later round is read afresh; the browser stores none of these answers (`private, no-store`). A
 * signed-in caller's answer carries their vote, so its key then starts with 'user'.
 */
export const revealedNominationQueryOptions = (roundId: number, nominationId: number, language: LanguageCode, signedIn: boolean) =>
  queryOptions({
    queryKey: [...(signedIn ? ['user'] : []), 'stream', 'revealed', roundId, nominationId, language],
    queryFn: ({ signal }) => call(getVotingNomination, { params: { nominationId: String(nominationId) }, signal, headers: { 'Accept-Language': language } }),
  });

export function useRevealedNomination(roundId: number, nominationId: number) {
  return useQuery(revealedNominationQueryOptions(roundId, nominationId, useLanguage(), useSession().isAuthenticated));
}
