import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMessage } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { INBOX_KEY } from './list-messages';

export const messageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'thread', id],
    queryFn: ({ signal }) => call(getMessage, { params: { id }, signal }),
  });

/** A contact message with the replies sent to it, oldest first. */
export function useMessage(id: number) {
  return useQuery(messageQueryOptions(id));
}
