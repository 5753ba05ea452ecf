import { CAPTCHA_ACTIONS, type VoteRequest, type VoteResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** Casts the caller's one vote in this nomination's open round. */
export function vote(categoryId: string, nomineeId: number, captchaToken: string): Promise<VoteResponse> {
  const body: VoteRequest = { nominee_id: nomineeId, captcha_token: captchaToken, action: CAPTCHA_ACTIONS.vote };
  return api<VoteResponse>(`api/v2/voting/${encodeURIComponent(categoryId)}/vote`, { method: 'POST', body });
}
