import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addContentItem, type ContentCollection, type ContentItemInput } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { draftChanged } from './get-content-overview';
import { contentDraftQueryOptions } from './get-content-draft';

/**
 * Adds an item to the draft, last in its list; the answer is the new item, its id the server's. The
 * collection shows it at once (its page opens on it); its missing texts follow from a fresh read.
 */
export function useAddContentItem(collection: ContentCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContentItemInput) => call(addContentItem, { params: { collection }, body: input }),
    onSuccess: (added) => {
      queryClient.setQueryData(contentDraftQueryOptions(collection).queryKey, (draft) => draft && { ...draft, items: [...draft.items, added] });
      return draftChanged(queryClient);
    },
  });
}
