import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffSelf, type StaffRole } from '@awards/contracts';
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

const NO_ROLES: readonly StaffRole[] = [];

/**
 * The caller's roles, for the pages behind the backstage's gate (whether a decision can be
 * changed): the gate has just read them under the same key, so a page does not ask again.
 */
export function useStaffRoles(): readonly StaffRole[] {
  return useQuery({ ...staffSelfQueryOptions(), staleTime: 60_000 }).data?.roles ?? NO_ROLES;
}
