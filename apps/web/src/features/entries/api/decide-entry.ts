import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideEntry, type EntryDecision } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { entryQueryOptions } from './get-entry';
import { ENTRIES_KEY } from './list-entries';

/**
 * Approves or declines one entry (an organiser's second decision reverses the first). The entry's
 * page takes the answer at once; the queue and every other entry are read again.
 */
export function useDecideEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: EntryDecision }) => call(decideEntry, { params: { id }, body: decision }),
    onSuccess: (entry, { id }) => queryClient.setQueryData(entryQueryOptions(id).queryKey, entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ENTRIES_KEY }),
  });
}
