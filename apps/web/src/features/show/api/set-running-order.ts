import { setRunningOrder, type ControlRoom } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useRoomMove } from './room-move';

/** The room with its running order in the given order (ids it does not know are left out). */
function inOrder(room: ControlRoom, nominationIds: readonly number[]): ControlRoom {
  const byId = new Map(room.runningOrder.map((row) => [row.nominationId, row]));
  return { ...room, runningOrder: nominationIds.flatMap((id) => byId.get(id) ?? []) };
}

/** Saves the order the nominations are revealed in; it shows at once, and goes back as it was if refused. */
export function useSetRunningOrder() {
  return useRoomMove({
    name: 'order',
    send: (nominationIds: number[]) => call(setRunningOrder, { body: { nominationIds } }),
    optimistic: (room, nominationIds) => {
      const before = room.runningOrder.map((row) => row.nominationId);
      return { room: inOrder(room, nominationIds), undo: (current) => inOrder(current, before) };
    },
  });
}
