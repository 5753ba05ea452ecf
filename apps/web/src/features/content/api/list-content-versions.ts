import { queryOptions, useQuery } from '@tanstack/react-query';
import { listContentVersions } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { CONTENT_KEY } from './get-content-overview';

export const VERSIONS_KEY = [...CONTENT_KEY, 'versions'] as const;

export const contentVersionsQueryOptions = () =>
  queryOptions({
    queryKey: [...VERSIONS_KEY, 'list'],
    queryFn: ({ signal }) => call(listContentVersions, { signal }),
  });

/** Every published version, newest first: who published it, when, and how much it changed. */
export function useContentVersions() {
  return useQuery(contentVersionsQueryOptions());
}
