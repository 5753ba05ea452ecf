import { CAPTCHA_ACTIONS, type SignUpRequest, type SignUpResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';

/** POST /api/v2/user/new with a captcha token for the 'signup' action; the password arrives by mail. */
export async function signUp(fields: Pick<SignUpRequest, 'name' | 'email'>): Promise<SignUpResponse> {
  const body: SignUpRequest = { ...fields, captcha_token: await captchaToken(CAPTCHA_ACTIONS.signup), action: CAPTCHA_ACTIONS.signup };
  return api<SignUpResponse>('api/v2/user/new', { method: 'POST', body });
}
