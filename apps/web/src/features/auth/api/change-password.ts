import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { login } from '@/lib/session';

/**
 * Chooses the password with the restricted token a one-time password won, passed in and never
 * stored. The full token it answers starts the session, as a sign-in does.
 */
export function useChangePassword(restrictedToken: string) {
  return useMutation({
    mutationFn: async (password: string) => {
      const answer = await call(changePassword, { body: { password }, headers: { Authorization: `Bearer ${restrictedToken}` } });
      if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The password answer carries no token');
      return answer.token;
    },
    onSuccess: (token) => login(token),
  });
}
