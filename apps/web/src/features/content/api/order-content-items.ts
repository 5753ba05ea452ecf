import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderContentItems, type ContentCollection, type ContentCollectionDraft } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { draftChanged } from './get-content-overview';
import { contentDraftQueryOptions } from './get-content-draft';

/** The collection with the kept items in the given order, removed ones after them. */
function inOrder(draft: ContentCollectionDraft, ids: readonly number[]): ContentCollectionDraft {
  const byId = new Map(draft.items.map((item) => [item.id, item]));
  const removed = draft.items.filter((item) => !ids.includes(item.id));
  return { ...draft, items: [...ids.flatMap((id) => byId.get(id) ?? []), ...removed] };
}

/**
 * Saves a collection's order in the draft. The new order shows at once; a refusal puts it back as it
 * was and reads the collection again. Orders go out one after another, so the last one made is the
 * one the server keeps, and the server's answer replaces the page's only once no other is on its way.
 */
export function useOrderContentItems(collection: ContentCollection) {
  const queryClient = useQueryClient();
  const { queryKey } = contentDraftQueryOptions(collection);
  const mutationKey = [...queryKey, 'order'];
  const alone = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    scope: { id: `content-order-${collection}` },
    mutationFn: (ids: number[]) => call(orderContentItems, { params: { collection }, body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.items.map((item) => item.id);
      queryClient.setQueryData(queryKey, (draft) => draft && inOrder(draft, ids));
      return { before };
    },
    onSuccess: (draft) => {
      if (!alone()) return;
      queryClient.setQueryData(queryKey, draft);
      return draftChanged(queryClient, queryKey);
    },
    onError: async (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, (draft) => draft && inOrder(draft, context.before!));
      if (alone()) await queryClient.invalidateQueries({ queryKey });
    },
  });
}
