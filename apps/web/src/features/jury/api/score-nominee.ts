import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreNominee, type JudgingSheet } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { judgingSheetQueryOptions } from './get-judging-sheet';
import { judgingTasksQueryOptions } from './list-judging-tasks';

/** The sheet with one nominee's score changed, and the task's count of scored nominees with it. */
function withScore(sheet: JudgingSheet, nomineeId: number, score: number | null): JudgingSheet {
  const nominees = sheet.nominees.map((nominee) => (nominee.id === nomineeId ? { ...nominee, myScore: score } : nominee));
  return { ...sheet, nominees, task: { ...sheet.task, scored: nominees.filter((nominee) => nominee.myScore !== null).length } };
}

/**
 * Scores one nominee. The choice shows at once; a refusal puts the score back and reads the sheet
 * again (a round sealed meanwhile turns it read-only). A nominee's scores go out one after another,
 * so the last one chosen is the one the server keeps; the server's sheet replaces the page's only
 * once no other score of the sheet is on its way, so an answer never undoes a newer choice.
 */
export function useScoreNominee(roundId: number, nominationId: number, nomineeId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = judgingSheetQueryOptions(roundId, nominationId);
  const mutationKey = [...queryKey, 'score'];
  const alone = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    scope: { id: `score-${roundId}-${nominationId}-${nomineeId}` },
    mutationFn: (score: number) => call(scoreNominee, { params: { roundId, nominationId, nomineeId }, body: { score } }),
    onMutate: async (score) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.nominees.find((nominee) => nominee.id === nomineeId)?.myScore ?? null;
      queryClient.setQueryData(queryKey, (sheet) => sheet && withScore(sheet, nomineeId, score));
      return { before };
    },
    onSuccess: (sheet) => {
      if (alone()) queryClient.setQueryData(queryKey, sheet);
    },
    onError: async (_error, _score, context) => {
      queryClient.setQueryData(queryKey, (sheet) => sheet && context && withScore(sheet, nomineeId, context.before));
      if (alone()) await queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => queryClient.invalidateQueries(judgingTasksQueryOptions()),
  });
}
