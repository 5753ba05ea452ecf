import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContentDraftChanges } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { DRAFT_KEY } from './get-content-overview';

export const contentDraftChangesQueryOptions = () =>
  queryOptions({
    queryKey: [...DRAFT_KEY, 'changes'],
    queryFn: ({ signal }) => call(getContentDraftChanges, { signal }),
  });

/** What a publish would change on the site, item by item and field by field: read ahead while the draft holds changes, and while a publish is being confirmed. */
export function useContentDraftChanges(enabled: boolean) {
  return useQuery({ ...contentDraftChangesQueryOptions(), enabled });
}
