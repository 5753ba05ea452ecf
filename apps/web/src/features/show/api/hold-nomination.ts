import { holdNomination, type ControlRoom } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useRoomMove } from './room-move';

interface Hold {
  nominationId: number;
  heldBack: boolean;
}

const withHold = (room: ControlRoom, { nominationId, heldBack }: Hold): ControlRoom => ({
  ...room,
  runningOrder: room.runningOrder.map((row) => (row.nominationId === nominationId ? { ...row, heldBack } : row)),
});

/** Holds a nomination of the running order back from the reveals, or lets it go; it shows at once, and goes back as it was if refused. */
export function useHoldNomination() {
  return useRoomMove({
    name: 'hold',
    send: ({ nominationId, heldBack }: Hold) => call(holdNomination, { params: { nominationId }, body: { heldBack } }),
    optimistic: (room, hold) => {
      const before = room.runningOrder.find((row) => row.nominationId === hold.nominationId)?.heldBack ?? false;
      return { room: withHold(room, hold), undo: (current) => withHold(current, { ...hold, heldBack: before }) };
    },
  });
}
