import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAudit } from '@awards/contracts';
import { call } from '@/lib/api-client';
import type { AuditFilter } from '../audit-filter';

/** A page of the audit log, newest first. Records are never edited, so a page read stays right until a new one is written. */
export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['user', 'backstage', 'audit', filter],
    queryFn: ({ signal }) => call(listAudit, { query: filter, signal }),
    staleTime: 0,
  });

/** The page shown stays while the next one (or the next filter's) loads. */
export function useAudit(filter: AuditFilter) {
  return useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });
}
