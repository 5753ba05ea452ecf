import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationItem } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The signed-in user's own applications (the bearer token says whose). */
export function getApplications(signal?: AbortSignal): Promise<ApplicationItem[]> {
  return api<ApplicationItem[]>('api/v2/application/', { signal });
}

/** Under 'user', so it is dropped whenever the session changes (app/provider.tsx). */
export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'applications'],
    queryFn: ({ signal }) => getApplications(signal),
  });

/** Loaded by the Profile route before the page shows (spec section 2), then read here; never without a session. */
export function useApplications() {
  return useQuery({ ...applicationsQueryOptions(), enabled: useSession().isAuthenticated });
}
