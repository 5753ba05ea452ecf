import { revealLegend } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useRoomMove } from './room-move';

/** Crowns a Legends block's legend now; `rehearsal` reaches no visitor. */
export function useRevealLegend() {
  return useRoomMove({
    name: 'legend',
    send: ({ blockId, rehearsal }: { blockId: number; rehearsal: boolean }) => call(revealLegend, { params: { blockId }, body: { rehearsal } }),
  });
}
