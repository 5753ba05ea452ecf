import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type RulesItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

export type Rule = Pick<RulesItem, 'id' | 'translations'>;

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'rules'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.rules }, query: { fields: 'id,translations.*', sort: 'sort' }, signal });
      return data as Rule[];
    },
  });

export function useRules() {
  return useQuery(rulesQueryOptions());
}
