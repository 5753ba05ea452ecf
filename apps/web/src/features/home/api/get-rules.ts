import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RulesItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

export type Rule = Pick<RulesItem, 'id' | 'translations'>;

export function getRules(signal?: AbortSignal): Promise<Rule[]> {
  return content<Rule[]>('items/Rules', { fields: 'id,translations.*', sort: 'sort' }, signal);
}

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'rules'],
    queryFn: ({ signal }) => getRules(signal),
  });

export function useRules() {
  return useQuery(rulesQueryOptions());
}
