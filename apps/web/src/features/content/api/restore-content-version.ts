import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreContentVersion } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { CONTENT_KEY } from './get-content-overview';

/** Publishes an earlier version again, as a new version (the draft keeps its changes); everything the editor shows is read again. */
export function useRestoreContentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(restoreContentVersion, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
