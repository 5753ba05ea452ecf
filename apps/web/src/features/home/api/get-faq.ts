import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type FaqItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

export type Faq = Pick<FaqItem, 'id' | 'translations'>;

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.faq }, query: { fields: 'id,translations.*', sort: 'sort' }, signal });
      return data as Faq[];
    },
  });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
