import { queryOptions, useQuery } from '@tanstack/react-query';
import { listStaff } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Everyone holding a role; the role changes below invalidate it. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'backstage', 'staff'],
    queryFn: ({ signal }) => call(listStaff, { signal }),
  });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
