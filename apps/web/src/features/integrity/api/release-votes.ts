import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseVotes } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { integrityReportQueryOptions } from './get-integrity-report';

/** What to count again: a signal's quarantined votes, or those quarantined for one reason. */
export type Release = { signal: string } | { reason: string };

/** Counts quarantined votes again; the report is read again, refused or not. */
export function useReleaseVotes(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (release: Release) => call(releaseVotes, { params: { roundId }, body: release }),
    onSettled: () => queryClient.invalidateQueries(integrityReportQueryOptions(roundId)),
  });
}
