import type { GuessRequest, GuessResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** The caller's one guess of a block's legend. */
export function guess(blockId: number, streamerId: number): Promise<GuessResponse> {
  const body: GuessRequest = { block_id: blockId, streamer_id: streamerId };
  return api<GuessResponse>('api/v2/loty/guess', { method: 'POST', body });
}
