import { CAPTCHA_ACTIONS, type ResetPasswordRequest } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';

/**
 * POST /api/v2/user/reset-password with a captcha token for 'forget_password'. The server answers
 * the same whether or not the email has an account, so nothing in the answer is read.
 */
export async function resetPassword(email: string): Promise<void> {
  const body: ResetPasswordRequest = { email, captcha_token: await captchaToken(CAPTCHA_ACTIONS.forgetPassword), action: CAPTCHA_ACTIONS.forgetPassword };
  await api<unknown>('api/v2/user/reset-password', { method: 'POST', body });
}
