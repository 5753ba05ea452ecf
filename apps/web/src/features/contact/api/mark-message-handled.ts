import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessageHandled } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { messageQueryOptions } from './get-message';
import { INBOX_KEY } from './list-messages';

/** Marks a message handled, or open again (`false`); the thread shown is the answer, the lists are read again. */
export function useMarkMessageHandled(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handled: boolean) => call(markMessageHandled, { params: { id }, body: { handled } }),
    onSuccess: (thread) => {
      queryClient.setQueryData(messageQueryOptions(id).queryKey, thread);
      return queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
    },
  });
}
