import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageItem, PageSlug } from '@awards/contracts';
import { content } from '@/lib/api-client';

export type LegalPageContent = Pick<PageItem, 'slug' | 'translations'>;

/** One static page by slug; every language comes in the one answer. */
export async function getPage(slug: PageSlug, signal?: AbortSignal): Promise<LegalPageContent | null> {
  const items = await content<LegalPageContent[]>('items/pages', { fields: 'slug,translations.*', 'filter[slug][_eq]': slug }, signal);
  return items[0] ?? null;
}

export const pageQueryOptions = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['content', 'pages', slug],
    queryFn: ({ signal }) => getPage(slug, signal),
  });

export function usePage(slug: PageSlug) {
  return useQuery(pageQueryOptions(slug));
}
