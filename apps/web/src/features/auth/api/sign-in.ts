import { useMutation } from '@tanstack/react-query';
import { signIn, type SignInRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { login } from '@/lib/session';

/**
 * Signs in. A full token starts the session (which drops every query under 'user',
 * app/provider.tsx); a token won with a one-time password is only handed back, never stored: it is
 * good for choosing a password and nothing else. An answer without a token is a failure.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async (values: SignInRequest) => {
      const answer = await call(signIn, { body: values });
      if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The sign-in answer carries no token');
      return answer;
    },
    onSuccess: ({ token, passwordChangeRequired }) => {
      if (!passwordChangeRequired) login(token);
    },
  });
}
