import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_ACTIONS, resetPassword } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';

/**
 * Asks for a new one-time password for the email, with a captcha token for 'forget_password'.
 * The server answers the same whether or not the email has an account.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      call(resetPassword, { body: { email, captchaToken: await captchaToken(CAPTCHA_ACTIONS.forgetPassword), action: CAPTCHA_ACTIONS.forgetPassword } }),
  });
}
