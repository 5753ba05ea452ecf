import { useMutation } from '@tanstack/react-query';
import { viewSealedStandings } from '@awards/contracts';
import { call } from '@/lib/api-client';

/**
 * A sealed round's standings, read on the record: the server logs every read in the audit log, so
 * it is a mutation the organiser triggers once per confirmation, never a query that a refocus,
 * a remount or a retry would read (and record) again.
 */
export function useViewSealedStandings() {
  return useMutation({ mutationFn: (roundId: number) => call(viewSealedStandings, { params: { roundId } }) });
}
