import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_COLLECTIONS, getContentItems } from '@awards/contracts';
import { call } from '@/lib/api-client';
import type { NominationImages } from '../nomination-images';

/** The nominations' pictures (old and new style) from the content service; texts come from the API. */
export const nominationImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'nominations', 'images'],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS.nominations }, query: { fields: 'id,image_old,image_new' }, signal });
      return data as NominationImages[];
    },
  });

export function useNominationImages() {
  return useQuery(nominationImagesQueryOptions());
}
