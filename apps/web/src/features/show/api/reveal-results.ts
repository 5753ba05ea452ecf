import { revealResults, type RevealRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useRoomMove } from './room-move';

/** Reveals the next nomination of the running order, a chosen one, or all left; `rehearsal` reaches no visitor. */
export function useRevealResults() {
  return useRoomMove({ name: 'reveal', send: (body: RevealRequest) => call(revealResults, { body }) });
}
