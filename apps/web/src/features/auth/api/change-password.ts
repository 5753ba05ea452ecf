import type { TokenResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/v2/user/password with the restricted token a one-time password won. That token is
 * passed in, never stored: it is only good for this call. The answer is a full token.
 */
export async function changePassword(password: string, restrictedToken: string): Promise<string> {
  const answer = await api<Partial<TokenResponse> | null>('api/v2/user/password', {
    method: 'POST',
    body: { password },
    headers: { Authorization: `Bearer ${restrictedToken}` },
  });
  if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The password answer carries no token');
  return answer.token;
}
