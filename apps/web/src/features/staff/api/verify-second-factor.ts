import { useMutation } from '@tanstack/react-query';
import { verifySecondFactor, type SecondFactorCode } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { login } from '@/lib/session';

/** Gives a code (or a recovery code); the answer's token replaces the site's, so every call then opens the backstage. */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: (values: SecondFactorCode) => call(verifySecondFactor, { body: values }),
    onSuccess: ({ token }) => login(token),
  });
}
