import { useMutation } from '@tanstack/react-query';
import { sendContactMessage, type ContactRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Sends a message to the organisers; the answer only tells that it arrived. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (message: ContactRequest) => call(sendContactMessage, { body: message }) });
}
