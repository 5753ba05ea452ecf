import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeContentItem, type ContentCollection } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { draftChanged } from './get-content-overview';
import { contentDraftQueryOptions } from './get-content-draft';

/** Removes an item in the draft (the site keeps it until the next publish); the answer is the collection. A 409 jury_member_linked is the caller's to say. */
export function useRemoveContentItem(collection: ContentCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(removeContentItem, { params: { collection, id } }),
    onSuccess: (draft) => {
      const { queryKey } = contentDraftQueryOptions(collection);
      queryClient.setQueryData(queryKey, draft);
      return draftChanged(queryClient, queryKey);
    },
  });
}
