import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEntry } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { ENTRIES_KEY } from './list-entries';

/** One entry with its clip, decision and related entries; the clip's signed address lasts minutes, so it is read fresh. */
export const entryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ENTRIES_KEY, 'entry', id],
    queryFn: ({ signal }) => call(getEntry, { params: { id }, signal }),
    staleTime: 0,
  });

export function useEntry(id: number) {
  return useQuery(entryQueryOptions(id));
}
