import { useMutation } from '@tanstack/react-query';
import { setUpSecondFactor } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** A new authenticator secret with its QR code; asking again replaces one not yet confirmed. */
export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: () => call(setUpSecondFactor) });
}
