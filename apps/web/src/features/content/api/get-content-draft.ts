import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getContentDraft, type ContentCollection } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { DRAFT_KEY } from './get-content-overview';

export const contentDraftQueryOptions = (collection: ContentCollection) =>
  queryOptions({
    queryKey: [...DRAFT_KEY, 'collection', collection],
    queryFn: ({ signal }) => call(getContentDraft, { params: { collection }, signal }),
  });

/** A collection as the draft has it: every item (removed ones until the publish) in the site's order, and its missing texts. */
export function useContentDraft(collection: ContentCollection) {
  return useQuery(contentDraftQueryOptions(collection));
}

/** Several collections' drafts at once: the lists of missing texts name items from any of them. */
export function useContentDrafts(collections: readonly ContentCollection[]) {
  return useQueries({ queries: collections.map(contentDraftQueryOptions) });
}
