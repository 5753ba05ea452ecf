import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listMessages, type MessageQuery } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Every read of the inbox starts with this key: a reply or a change of state invalidates them all. */
export const INBOX_KEY = ['user', 'backstage', 'messages'] as const;

export type InboxFilter = Pick<MessageQuery, 'status' | 'page'>;

export const messagesQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    queryKey: [...INBOX_KEY, 'list', filter],
    queryFn: ({ signal }) => call(listMessages, { query: filter, signal }),
  });

/** A page of the inbox; the page shown stays while the next one loads. */
export function useMessages(filter: InboxFilter) {
  return useQuery({ ...messagesQueryOptions(filter), placeholderData: keepPreviousData });
}
