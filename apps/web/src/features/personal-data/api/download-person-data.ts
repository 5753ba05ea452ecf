import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadPersonData } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { saveAnswerAsJson } from '@/lib/save-file';

/**
 * Fetches everything the site holds about an account, on its owner's request, and saves it as the
 * file the owner would get from their own account. The server records the download: the audit log
 * is read again.
 */
export function useDownloadPersonData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(downloadPersonData, { params: { userId } }),
    onSuccess: (data) => {
      saveAnswerAsJson(`personal-data-${data.account.id}-${data.generatedAt.slice(0, 10)}.json`, data);
      return queryClient.invalidateQueries({ queryKey: ['user', 'backstage', 'audit'] });
    },
  });
}
