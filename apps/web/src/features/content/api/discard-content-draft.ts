import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discardContentDraft, type ContentCollection } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { contentOverviewQueryOptions, draftChanged } from './get-content-overview';

/** What to drop: every unpublished change, a collection's, or one item's. */
export interface Discard {
  collection?: ContentCollection;
  id?: number;
}

/** Drops unpublished changes; the answer is the overview, and the collections are read again. */
export function useDiscardContentDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (discard: Discard) => call(discardContentDraft, { body: discard }),
    onSuccess: (overview) => {
      const { queryKey } = contentOverviewQueryOptions();
      queryClient.setQueryData(queryKey, overview);
      return draftChanged(queryClient, queryKey);
    },
  });
}
