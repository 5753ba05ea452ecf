import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerItem } from '@awards/contracts';
import { content } from '@/lib/api-client';

/** The name is the logo's alt text and the url where it leads. */
export type Partner = Pick<PartnerItem, 'id' | 'logo' | 'name' | 'url'>;

export function getPartners(signal?: AbortSignal): Promise<Partner[]> {
  return content<Partner[]>('items/partners', { fields: 'id,logo,name,url', sort: 'sort' }, signal);
}

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'partners'],
    queryFn: ({ signal }) => getPartners(signal),
  });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
