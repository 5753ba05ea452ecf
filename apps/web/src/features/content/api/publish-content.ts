import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishContent } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { CONTENT_KEY } from './get-content-overview';

/**
 * Publishes every change of the draft together, as a new version; everything the editor shows is read
 * again. A 409 content_incomplete names each missing text in its `fields`: the caller lists them.
 */
export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(publishContent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
