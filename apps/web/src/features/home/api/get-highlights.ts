import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems, type HighlightItem } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** One previous edition's figures, newest first as organisers order them. */
export type Highlight = Pick<HighlightItem, 'id' | 'year' | 'applications' | 'votes' | 'viewers'>;

export const highlightsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'highlights'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, {
        params: { collection: CONTENT_COLLECTIONS.highlights },
        query: { fields: 'id,year,applications,votes,viewers', sort: 'sort' },
        signal,
      });
      return data as Highlight[];
    },
  });

export function useHighlights() {
  return useQuery(highlightsQueryOptions());
}
