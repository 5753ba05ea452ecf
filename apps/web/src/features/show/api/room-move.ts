import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ControlRoom } from '@awards/contracts';
import { useLanguage } from '@/lib/i18n';
import { controlRoomQueryOptions, ROOM_MOVE } from './get-control-room';

interface RoomMoveOptions<T> {
  /** Its own part of the moves' key. */
  name: string;
  send: (input: T) => Promise<ControlRoom>;
  /** Shows the move at once; returns how to take it back if the server refuses it. */
  optimistic?: (room: ControlRoom, input: T) => { room: ControlRoom; undo: (room: ControlRoom) => ControlRoom };
}

/**
 * A move in the control room. Moves go out one after another, in the order made (a new running
 * order is saved before a reveal that follows it), and each answers the whole room: the page takes
 * it once no other move is on its way, so an answer never undoes a newer move. A refusal takes
 * an optimistic move back and reads the room again.
 */
export function useRoomMove<T>({ name, send, optimistic }: RoomMoveOptions<T>) {
  const queryClient = useQueryClient();
  const { queryKey } = controlRoomQueryOptions(useLanguage());
  const alone = () => queryClient.isMutating({ mutationKey: ROOM_MOVE }) === 1;
  return useMutation({
    mutationKey: [...ROOM_MOVE, name],
    scope: { id: 'show-room' },
    mutationFn: send,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const room = queryClient.getQueryData(queryKey);
      if (!room || !optimistic) return {};
      const shown = optimistic(room, input);
      queryClient.setQueryData(queryKey, shown.room);
      return { undo: shown.undo };
    },
    onSuccess: (room) => {
      if (alone()) queryClient.setQueryData(queryKey, room);
    },
    onError: async (_error, _input, context) => {
      if (context?.undo) queryClient.setQueryData(queryKey, (room) => room && context.undo!(room));
      if (alone()) await queryClient.invalidateQueries({ queryKey });
    },
  });
}
