import { useMutation } from '@tanstack/react-query';
import { confirmSecondFactor, type SecondFactorCode } from '@awards/contracts';
import { call } from '@/lib/api-client';

/**
 * Confirms the set-up with the app's first code. The answer's token is not stored here: the ten
 * recovery codes it comes with are shown first, and the token replaces the site's once they are
 * saved (a new token drops the backstage's queries, and with them the set-up screen).
 */
export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: (values: SecondFactorCode) => call(confirmSecondFactor, { body: values }) });
}
