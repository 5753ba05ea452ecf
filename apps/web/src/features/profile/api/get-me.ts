import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The signed-in user with their counts of entries, votes and guesses. Under 'user', so it is dropped whenever the session changes (app/provider.tsx). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => call(getMe, { signal }),
  });

export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: useSession().isAuthenticated });
}
