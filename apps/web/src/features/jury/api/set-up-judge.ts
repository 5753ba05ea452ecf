import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUpJudge, type JudgeSetup } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { juryQueryOptions, withJudge } from './get-jury';

/** Links a judge to a jury member and sets their assignments; the table takes the judge the server answers with. */
export function useSetUpJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, setup }: { userId: number; setup: JudgeSetup }) => call(setUpJudge, { params: { userId }, body: setup }),
    onSuccess: (judge) => queryClient.setQueryData(juryQueryOptions().queryKey, (overview) => withJudge(overview, judge)),
  });
}
