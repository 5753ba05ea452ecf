import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { compareContentVersions } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { VERSIONS_KEY } from './list-content-versions';

export const versionChangesQueryOptions = (id: number, against: number | undefined) =>
  queryOptions({
    queryKey: [...VERSIONS_KEY, 'changes', id, against ?? 'previous'],
    queryFn: ({ signal }) => call(compareContentVersions, { params: { id }, query: against === undefined ? {} : { against }, signal }),
    // A published version never changes.
    staleTime: Infinity,
  });

/** What version `id` changed, field by field: against the version before it, or against `against`. */
export function useVersionChanges(id: number, against: number | undefined) {
  return useQuery({ ...versionChangesQueryOptions(id, against), placeholderData: keepPreviousData });
}
