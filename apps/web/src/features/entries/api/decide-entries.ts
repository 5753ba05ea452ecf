import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideEntries, type BulkDecision } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { ENTRIES_KEY } from './list-entries';

/** Decides a selection at once; the queue, its count past the promise and every entry are read again. */
export function useDecideEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: BulkDecision) => call(decideEntries, { body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ENTRIES_KEY }),
  });
}
