import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetSecondFactor } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { staffQueryOptions } from './list-staff';
import { staffSelfQueryOptions } from '@/entities/staff/get-staff-self';

/** Resets a staff member's second factor: they set it up again at their next visit. Resetting one's own closes the backstage at once. */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(resetSecondFactor, { params: { userId } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries(staffQueryOptions()), queryClient.invalidateQueries(staffSelfQueryOptions())]),
  });
}
