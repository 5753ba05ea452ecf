import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declareConflict, type ConflictRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { judgingSheetQueryOptions } from './get-judging-sheet';
import { judgingTasksQueryOptions } from './list-judging-tasks';

/** Declares a conflict of interest: the sheet takes the answer (read-only from then on), the list of tasks is read again. */
export function useDeclareConflict(roundId: number, nominationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConflictRequest) => call(declareConflict, { params: { roundId, nominationId }, body: request }),
    onSuccess: (sheet) => queryClient.setQueryData(judgingSheetQueryOptions(roundId, nominationId).queryKey, sheet),
    onSettled: () => queryClient.invalidateQueries(judgingTasksQueryOptions()),
  });
}
