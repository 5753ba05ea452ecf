import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client error will not change by asking again; a network blip or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The site's reads change rarely, so an answer serves for minutes. The backstage passes 0: what it
 * shows (a judge's progress, a round's status, the queue) changes under other staff members and the
 * clock, so each page reads afresh when it opens, showing what it had until the answer comes.
 */
export function createQueryClient({ staleTime = 5 * 60_000 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
