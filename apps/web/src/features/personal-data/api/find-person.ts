import { queryOptions, useQuery } from '@tanstack/react-query';
import { findPerson } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The account an email (or another spelling of its mailbox) belongs to; a deletion removes it from the cache. */
export const personQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['user', 'backstage', 'people', email.toLowerCase()],
    queryFn: ({ signal }) => call(findPerson, { query: { email }, signal }),
    // An email nobody signed up with is an answer, not a failure to retry.
    retry: false,
  });

/** Asked only once an email is given. */
export function usePerson(email: string | null) {
  return useQuery({ ...personQueryOptions(email ?? ''), enabled: email !== null });
}
