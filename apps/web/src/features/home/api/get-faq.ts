import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

export type Faq = Pick<FaqItem, 'id' | 'translations'>;

export function getFaq(signal?: AbortSignal): Promise<Faq[]> {
  return content<Faq[]>('items/faq', { fields: 'id,translations.*', sort: 'sort' }, signal);
}

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: ({ signal }) => getFaq(signal),
  });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
