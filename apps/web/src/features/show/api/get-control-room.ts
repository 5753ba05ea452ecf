import { queryOptions, useIsMutating, useQuery } from '@tanstack/react-query';
import { getControlRoom, type LanguageCode } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Another organiser may act from another screen: the room reads itself again this often. */
export const REFRESH_MS = 5000;

/** Every move of the control room carries this key, so the page knows when one is on its way. */
export const ROOM_MOVE = ['user', 'backstage', 'show', 'move'] as const;

/** The control room, its Legends blocks titled in `language`. */
export const controlRoomQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['user', 'backstage', 'show', 'room', language],
    queryFn: ({ signal }) => call(getControlRoom, { signal, headers: { 'Accept-Language': language } }),
  });

/**
 * The control room, read again every few seconds, except while a move is on its way: its answer
 * is the room as it then stands, and an older read must not cover an order just changed.
 */
export function useControlRoom() {
  const moving = useIsMutating({ mutationKey: ROOM_MOVE }) > 0;
  return useQuery({ ...controlRoomQueryOptions(useLanguage()), refetchInterval: moving ? false : REFRESH_MS });
}
