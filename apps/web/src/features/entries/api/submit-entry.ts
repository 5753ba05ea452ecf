import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAPTCHA_ACTIONS, submitApplication, type ApplicationRequest } from '@awards/contracts';
import { ApiError, call } from '@/lib/api-client';
import { captchaToken } from '@/lib/captcha';

/** An entry as the form hands it on: the request without the captcha, which sending adds. */
export type NewEntry = Omit<ApplicationRequest, 'captchaToken' | 'action'>;

/** A failed entry leaves its status and the server's answer in the console. */
function logFailure(error: unknown) {
  if (error instanceof ApiError) console.error('Entry not sent', error.status, { code: error.code, message: error.message, fields: error.fields });
  else console.error('Entry not sent', error);
}

/**
 * Sends the signed-in user's entry with a fresh captcha token. Once it is stored, everything read
 * for the user is read again, so that the profile's entries and counts include it.
 */
export function useSubmitEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: NewEntry) =>
      call(submitApplication, {
        body: { ...entry, captchaToken: await captchaToken(CAPTCHA_ACTIONS.submitApplication), action: CAPTCHA_ACTIONS.submitApplication },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['user'] }),
    onError: logFailure,
  });
}
