import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToMessage, type ReplyRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { messageQueryOptions } from './get-message';
import { INBOX_KEY } from './list-messages';

/**
 * Answers a message by mail. The answer is the thread with the reply in it, which replaces the
 * one shown; the lists are read again, since a replied message counts as handled.
 */
export function useReplyToMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReplyRequest) => call(replyToMessage, { params: { id }, body: values }),
    onSuccess: (thread) => {
      queryClient.setQueryData(messageQueryOptions(id).queryKey, thread);
      return queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
    },
  });
}
