import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyApplications } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The signed-in user's own entries (the bearer token says whose). Under 'user', so it is dropped whenever the session changes (app/provider.tsx). */
export const entriesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'entries'],
    queryFn: ({ signal }) => call(getMyApplications, { signal }),
  });

/** Loaded by the Profile route before the page shows, then read here; never without a session. */
export function useEntries() {
  return useQuery({ ...entriesQueryOptions(), enabled: useSession().isAuthenticated });
}
