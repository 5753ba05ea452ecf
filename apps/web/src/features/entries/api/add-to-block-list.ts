import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToBlockList, type BlockListAddition } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { blockListQueryOptions } from './list-block-list';

/** Blocks an email or a whole domain; the list is read again. A 409 already_blocked is the caller's to show. */
export function useAddToBlockList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addition: BlockListAddition) => call(addToBlockList, { body: addition }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockListQueryOptions().queryKey }),
  });
}
