import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegendBlock } from '@awards/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { normaliseBlocks } from '../blocks';

/**
 * Spec section 7: a signed-in user reads `/user-info` (their guesses marked), a visitor `/`. The
 * user's answer has a key starting with 'user', dropped on every sign-in and sign-out.
 */
export async function getLegendBlocks(signedIn: boolean, signal?: AbortSignal) {
  return normaliseBlocks(await api<LegendBlock[]>(signedIn ? 'api/v2/loty/user-info' : 'api/v2/loty/', { signal }));
}

export const legendBlocksQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: signedIn ? ['user', 'loty', 'blocks'] : ['loty', 'blocks'],
    queryFn: ({ signal }) => getLegendBlocks(signedIn, signal),
  });

export function useLegendBlocks() {
  const { isAuthenticated } = useSession();
  return useQuery(legendBlocksQueryOptions(isAuthenticated));
}
