import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffSelf, type StaffRole } from '@awards/contracts';
import { call } from '@/lib/api-client';

const NO_ROLES: readonly StaffRole[] = [];

/**
 * The caller's roles, which decide whether a decision can be changed here. The backstage's gate
 * has already read the same answer under the same key, so this is a cache hit.
 */
export const staffRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'backstage', 'me'],
    queryFn: ({ signal }) => call(getStaffSelf, { signal }),
    // The gate reads it afresh on every visit; a page need not ask again.
    staleTime: 60_000,
  });

export function useStaffRoles(): readonly StaffRole[] {
  return useQuery(staffRolesQueryOptions()).data?.roles ?? NO_ROLES;
}
