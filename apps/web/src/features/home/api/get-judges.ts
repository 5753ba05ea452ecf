import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgeItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

export type Judge = Pick<JudgeItem, 'id' | 'photo' | 'translations'>;

export function getJudges(signal?: AbortSignal): Promise<Judge[]> {
  return content<Judge[]>('items/judges', { fields: 'id,photo,translations.*', sort: 'sort' }, signal);
}

export const judgesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'judges'],
    queryFn: ({ signal }) => getJudges(signal),
  });

export function useJudges() {
  return useQuery(judgesQueryOptions());
}
