import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_ACTIONS, signUp, type SignUpRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';

/** Creates the account, with a captcha token for 'signup'; its password arrives by mail. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (fields: Pick<SignUpRequest, 'name' | 'email'>) =>
      call(signUp, { body: { ...fields, captchaToken: await captchaToken(CAPTCHA_ACTIONS.signup), action: CAPTCHA_ACTIONS.signup } }),
  });
}
