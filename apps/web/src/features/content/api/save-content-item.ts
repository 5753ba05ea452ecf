import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveContentItem, type ContentCollection, type ContentEditorItem, type ContentItemInput } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { draftChanged } from './get-content-overview';
import { contentDraftQueryOptions } from './get-content-draft';

/**
 * Saves an item's texts and values in the draft. The collection shows the answer at once (its
 * state, who changed it); the counts and missing texts follow from a fresh read.
 */
export function useSaveContentItem(collection: ContentCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ContentItemInput }) => call(saveContentItem, { params: { collection, id }, body: input }),
    onSuccess: (saved: ContentEditorItem) => {
      queryClient.setQueryData(contentDraftQueryOptions(collection).queryKey, (draft) => draft && { ...draft, items: draft.items.map((item) => (item.id === saved.id ? saved : item)) });
      return draftChanged(queryClient);
    },
  });
}
