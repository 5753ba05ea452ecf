import { queryOptions, useQuery } from '@tanstack/react-query';
import { content } from '@/lib/api-client';
import type { NominationImages } from '../nomination-images';

/** The nominations' pictures (old and new style) from the content service; texts come from the API. */
export function getNominationImages(signal?: AbortSignal): Promise<NominationImages[]> {
  return content<NominationImages[]>('items/nominations', { fields: 'id,image_old,image_new' }, signal);
}

export const nominationImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'nominations', 'images'],
    queryFn: ({ signal }) => getNominationImages(signal),
  });

export function useNominationImages() {
  return useQuery(nominationImagesQueryOptions());
}
