import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffSelf } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The caller in the backstage: roles and second factor, read again on every visit, since a role
 * can be revoked or a second factor reset at any time. Under 'user', so a new token (a verified
 * code, a sign-out) drops it.
 */
export const staffSelfQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'backstage', 'me'],
    queryFn: ({ signal }) => call(getStaffSelf, { signal }),
    staleTime: 0,
  });

export function useStaffSelf() {
  return useQuery({ ...staffSelfQueryOptions(), enabled: useSession().isAuthenticated });
}
