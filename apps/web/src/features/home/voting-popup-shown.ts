/**
 * Whether 'Voting period started' was shown in this browser session (session storage, a JSON
 * boolean). Not `voting-modal-was-displayed`: that key belongs to the 'Sign-in required to vote' popup.
 */
export const VOTING_STARTED_SHOWN_KEY = 'voting-started-modal-was-displayed';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const votingPopupShown = {
  get(): boolean {
    try {
      return session()?.getItem(VOTING_STARTED_SHOWN_KEY) === 'true';
    } catch {
      return false;
    }
  },
  set(): void {
    try {
      session()?.setItem(VOTING_STARTED_SHOWN_KEY, 'true');
    } catch {
      // Storage blocked: the popup may show again on the next visit, which is harmless.
    }
  },
};
