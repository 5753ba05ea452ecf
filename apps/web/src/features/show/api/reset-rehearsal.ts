import { resetRehearsal } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useRoomMove } from './room-move';

/** Starts the rehearsal over: the room forgets what it revealed. */
export function useResetRehearsal() {
  return useRoomMove<void>({ name: 'rehearsal-reset', send: () => call(resetRehearsal) });
}
