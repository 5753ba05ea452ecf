import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type JudgeItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

export type Judge = Pick<JudgeItem, 'id' | 'photo' | 'translations'>;

export const judgesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'judges'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.judges }, query: { fields: 'id,photo,translations.*', sort: 'sort' }, signal });
      return data as Judge[];
    },
  });

export function useJudges() {
  return useQuery(judgesQueryOptions());
}
