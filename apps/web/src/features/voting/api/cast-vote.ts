import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAPTCHA_ACTIONS, castVote, type Nominee } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';
import { useLanguage } from '@/lib/i18n';
import { votingNominationQueryOptions } from './get-voting-nomination';

/**
 * Casts the signed-in caller's one vote in this nomination's open round. The nominee shows as
 * chosen at once and is unmarked again if the vote is refused; either way the page is read again,
 * so it ends with the server's own record.
 */
export function useCastVote(nominationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = votingNominationQueryOptions(nominationId, useLanguage(), true);
  return useMutation({
    mutationFn: async (nominee: Nominee) =>
      call(castVote, {
        params: { nominationId },
        body: { nomineeId: nominee.id, captchaToken: await captchaToken(CAPTCHA_ACTIONS.vote), action: CAPTCHA_ACTIONS.vote },
      }),
    onMutate: async (nominee) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (page) => page && { ...page, myVote: { nomineeId: nominee.id, createdAt: new Date().toISOString() } });
      return { before };
    },
    onError: (_error, _nominee, context) => queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
