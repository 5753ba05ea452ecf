import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remindJudge } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { juryQueryOptions, withJudge } from './get-jury';

/** Mails a judge what is left to score; the answer brings the judge's progress up to date. */
export function useRemindJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(remindJudge, { params: { userId } }),
    onSuccess: (judge) => queryClient.setQueryData(juryQueryOptions().queryKey, (overview) => withJudge(overview, judge)),
  });
}
