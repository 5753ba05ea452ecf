import { useMutation } from '@tanstack/react-query';
import { deleteMyAccount } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Deletes the signed-in user's account, confirmed by its email typed again; the caller then ends the session, which the account's end has already made useless. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: (email: string) => call(deleteMyAccount, { body: { email } }) });
}
