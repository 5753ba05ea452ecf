import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grantRole, type RoleGrant } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { staffQueryOptions } from './list-staff';
import { staffSelfQueryOptions } from '@/entities/staff/get-staff-self';

/** Grants a role by email (the account is created when missing); the list, and the caller's own roles, are read again. */
export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RoleGrant) => call(grantRole, { body: values }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries(staffQueryOptions()), queryClient.invalidateQueries(staffSelfQueryOptions())]),
  });
}
