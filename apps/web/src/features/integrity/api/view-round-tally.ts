import { useMutation } from '@tanstack/react-query';
import { viewRoundTally } from '@awards/contracts';
import { call } from '@/lib/api-client';

/**
 * A round's tally before and after quarantine, read on the record: the server logs every read in
 * the audit log, so it is a mutation the organiser triggers (once per confirmation, and again
 * after a quarantine changes it), never a query that a remount or a retry would read again.
 */
export function useViewRoundTally() {
  return useMutation({ mutationFn: (roundId: number) => call(viewRoundTally, { params: { roundId } }) });
}
