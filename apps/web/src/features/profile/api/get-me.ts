import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `GET /api/v2/user/me`: the signed-in user with their counts of applications, votes and guesses. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api<MeResponse>('api/v2/user/me', { signal });
}

/** Under 'user', so it is dropped whenever the session changes (app/provider.tsx). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => getMe(signal),
  });

export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: useSession().isAuthenticated });
}
