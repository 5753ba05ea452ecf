import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { staffSelfQueryOptions } from '@/entities/staff/get-staff-self';
import { ApiError } from '@/lib/api-client';

const isSecondFactorRequired = (error: unknown) => error instanceof ApiError && error.status === 403 && error.code === 'second_factor_required';

/**
 * Whether a backstage call has just been refused for want of the second factor (the token was won
 * before a reset, or another tab signed in again): any query or mutation, whichever page made it.
 * The caller's standing is then read again, and the gate asks for the code until `clear`.
 */
export function useSecondFactorRequired(): { required: boolean; clear: () => void } {
  const queryClient = useQueryClient();
  const [required, setRequired] = useState(false);

  useEffect(() => {
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type !== 'updated' || event.action?.type !== 'error' || !isSecondFactorRequired(event.action.error)) return;
      setRequired(true);
      void queryClient.invalidateQueries(staffSelfQueryOptions());
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return { required, clear: useCallback(() => setRequired(false), []) };
}
