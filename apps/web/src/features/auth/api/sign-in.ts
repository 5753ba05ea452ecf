import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_ACTIONS, signIn, type SignInRequest } from '@awards/contracts';
import { ApiError, call } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';
import { login } from '@/lib/session';

/**
 * Sends the sign-in. After many failed sign-ins to an email the server asks for a captcha
 * (`captcha_required`): only then is a token fetched and the sign-in sent again, so nobody else
 * loads the captcha script.
 */
async function sendSignIn(values: SignInRequest) {
  try {
    return await call(signIn, { body: values });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'captcha_required')) throw error;
    return call(signIn, { body: { ...values, captchaToken: await captchaToken(CAPTCHA_ACTIONS.signIn), action: CAPTCHA_ACTIONS.signIn } });
  }
}

/**
 * Signs in. A full token starts the session (which drops every query under 'user',
 * app/provider.tsx); a token won with a one-time password is only handed back, never stored: it is
 * good for choosing a password and nothing else. An answer without a token is a failure.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async (values: SignInRequest) => {
      const answer = await sendSignIn(values);
      if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The sign-in answer carries no token');
      return answer;
    },
    onSuccess: ({ token, passwordChangeRequired }) => {
      if (!passwordChangeRequired) login(token);
    },
  });
}
