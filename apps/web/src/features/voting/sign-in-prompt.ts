import { storage } from '@/lib/storage';

/**
 * The 'Sign-in required to vote' popup's shown state lives in session storage
 * (`voting-modal-was-displayed`, a JSON boolean), so it is known for the rest of the visit.
 */
export function rememberSignInPromptShown(): void {
  storage.votingModalWasDisplayed.set(true);
}
