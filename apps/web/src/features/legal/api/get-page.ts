import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type PageItem, type PageSlug } from '@awards/contracts';
import { call } from '@/lib/api-client';

export type LegalPageContent = Pick<PageItem, 'slug' | 'translations'>;

/** One static page by slug, or null when there is none; every language comes in the one answer. */
export const pageQueryOptions = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['content', 'pages', slug],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, {
        params: { collection: CONTENT_COLLECTIONS.pages },
        query: { fields: 'slug,translations.*', filter: { slug: { _eq: slug } } },
        signal,
      });
      return (data as LegalPageContent[])[0] ?? null;
    },
  });

export function usePage(slug: PageSlug) {
  return useQuery(pageQueryOptions(slug));
}
