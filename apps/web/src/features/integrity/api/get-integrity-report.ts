import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIntegrityReport } from '@awards/contracts';
import { call } from '@/lib/api-client';

/**
 * A round's signals and its quarantined votes by reason. Every quarantine or release reads it
 * again, as the signals' quarantined counts follow. Under 'user': only organisers read it.
 */
export const integrityReportQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: ['user', 'backstage', 'integrity', roundId],
    queryFn: ({ signal }) => call(getIntegrityReport, { params: { roundId }, signal }),
  });

export function useIntegrityReport(roundId: number) {
  return useQuery(integrityReportQueryOptions(roundId));
}
