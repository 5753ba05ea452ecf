import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeRole, type StaffRole } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { staffQueryOptions } from './list-staff';
import { staffSelfQueryOptions } from '@/entities/staff/get-staff-self';

export interface RoleRevocation {
  userId: number;
  role: StaffRole;
}

/** Revokes a role; the list, and the caller's own roles (an organiser may revoke their own), are read again. */
export function useRevokeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: RoleRevocation) => call(revokeRole, { params: { userId, role } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries(staffQueryOptions()), queryClient.invalidateQueries(staffSelfQueryOptions())]),
  });
}
