import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listEntries } from '@awards/contracts';
import { call } from '@/lib/api-client';
import type { QueueQuery } from '../queue-search';

/** Every read of entries (the queue's pages, each entry, the bulk previews) sits under this key, so a decision refreshes them all. */
export const ENTRIES_KEY = ['user', 'backstage', 'entries'] as const;

export const QUEUE_PAGE_SIZE = 50;

/** One page of the review queue, filtered and sorted by the server. */
export const entriesQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: [...ENTRIES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      call(listEntries, {
        // The flag travels as the text the query string holds.
        query: { ...query, overdue: query.overdue ? 'true' : undefined, pageSize: QUEUE_PAGE_SIZE },
        signal,
      }),
    staleTime: 30_000,
  });

/** The page shown stays while the next page, order or filter loads, so the table does not jump. */
export function useEntries(query: QueueQuery) {
  return useQuery({ ...entriesQueryOptions(query), placeholderData: keepPreviousData });
}
