import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type PartnerItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The name is the logo's alt text and the url where it leads. */
export type Partner = Pick<PartnerItem, 'id' | 'logo' | 'name' | 'url'>;

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'partners'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.partners }, query: { fields: 'id,logo,name,url', sort: 'sort' }, signal });
      return data as Partner[];
    },
  });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
