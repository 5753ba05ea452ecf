import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromBlockList } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { blockListQueryOptions } from './list-block-list';

/** Lets an email or domain apply again; the list is read again either way (a 404 means someone removed it first). */
export function useRemoveFromBlockList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(removeFromBlockList, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockListQueryOptions().queryKey }),
  });
}
