import type { SignInRequest, TokenResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/v2/user/token. An answer without a token is a failure (spec section 8: a server-error
 * popup), so a successful call always has one.
 */
export async function signIn(body: SignInRequest): Promise<TokenResponse> {
  const answer = await api<Partial<TokenResponse> | null>('api/v2/user/token', { method: 'POST', body });
  if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The sign-in answer carries no token');
  return { token: answer.token, ...(answer.password_change_required ? { password_change_required: true } : {}) };
}
