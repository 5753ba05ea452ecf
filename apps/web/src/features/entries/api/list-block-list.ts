import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBlockList } from '@awards/contracts';
import { call } from '@/lib/api-client';

export const blockListQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'backstage', 'block-list'],
    queryFn: ({ signal }) => call(listBlockList, { signal }),
  });

/** The emails and domains that may not apply. */
export function useBlockList() {
  return useQuery(blockListQueryOptions());
}
