import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quarantineVotes } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { integrityReportQueryOptions } from './get-integrity-report';

/** Holds a signal's votes out of the tally with the organiser's reason; the report is read again, refused or not (a seal may have come first). */
export function useQuarantineVotes(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, reason }: { signal: string; reason: string }) => call(quarantineVotes, { params: { roundId }, body: { signal, reason } }),
    onSettled: () => queryClient.invalidateQueries(integrityReportQueryOptions(roundId)),
  });
}
