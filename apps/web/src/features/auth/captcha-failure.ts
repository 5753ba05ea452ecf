import { useCallback } from 'react';
import { useNotifications } from '@/components/ui/notification/notifications';
import type { FailureDescription } from '@/lib/describe-api-error';

/** A captcha that refused the request or would not load: the forms tell it in a notification, not a popup. */
export const isCaptchaFailure = (failure: FailureDescription | null): boolean =>
  failure?.code === 'captcha_failed' || failure?.code === 'captcha_unavailable';

/**
 * Shows a captcha failure's message in an error notification; closing it calls `startAfresh`
 * (the form and its request back to the start). Says whether the failure was one.
 */
export function useCaptchaFailureNotice() {
  const { notify } = useNotifications();
  return useCallback(
    (failure: FailureDescription, startAfresh: () => void) => {
      if (!isCaptchaFailure(failure)) return false;
      notify({ type: 'error', text: failure.message, onClose: startAfresh });
      return true;
    },
    [notify],
  );
}
