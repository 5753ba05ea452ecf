import { queryOptions, useQuery } from '@tanstack/react-query';
import { previewBulkDecision } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { ENTRIES_KEY } from './list-entries';

type DecisionStatus = 'approved' | 'declined';

/** What deciding these entries would change and whom it would mail: a read, though sent as a POST for its list of ids. */
export const bulkPreviewQueryOptions = (ids: readonly number[], status: DecisionStatus) =>
  queryOptions({
    queryKey: [...ENTRIES_KEY, 'preview', status, [...ids].sort((a, b) => a - b)],
    queryFn: ({ signal }) => call(previewBulkDecision, { body: { ids: [...ids], status }, signal }),
    staleTime: 0,
  });

/** Asked for while the confirmation is open (`status` set), so it counts the entries as they are then. */
export function useBulkPreview(ids: readonly number[], status: DecisionStatus | null) {
  return useQuery({ ...bulkPreviewQueryOptions(ids, status ?? 'approved'), enabled: status !== null && ids.length > 0 });
}
