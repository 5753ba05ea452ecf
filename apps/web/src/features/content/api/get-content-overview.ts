import { hashKey, queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getContentOverview } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Everything the content editor reads: a publish or a restore reads it all again. Under 'user': only organisers read it. */
export const CONTENT_KEY = ['user', 'backstage', 'content'] as const;
/** The reads that follow the draft (the overview, a collection, what a publish would change): every change to the draft reads them again. */
export const DRAFT_KEY = [...CONTENT_KEY, 'draft'] as const;

/**
 * After a change to the draft: its counts, collections and changes are read again (those on screen
 * at once), but for the read whose fresh state the change answered with.
 */
export const draftChanged = (queryClient: QueryClient, answered?: QueryKey) =>
  queryClient.invalidateQueries({ queryKey: DRAFT_KEY, predicate: (query) => answered === undefined || query.queryHash !== hashKey(answered) });

export const contentOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...DRAFT_KEY, 'overview'],
    queryFn: ({ signal }) => call(getContentOverview, { signal }),
  });

/** Each collection's items, unpublished changes and missing texts, and the version the site shows. */
export function useContentOverview() {
  return useQuery(contentOverviewQueryOptions());
}
