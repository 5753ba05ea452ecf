import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '@/components/ui/notification/notifications';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { followAnchor } from '@/lib/follow-anchor';
import { isScrollLocked } from '@/lib/use-scroll-lock';
import { pathTo } from '@/lib/paths';
import { loadPage } from '@/lib/load-page';
import { returnPathOf } from '@/lib/return-path';
import { useSeasonWords } from '@/lib/season-words';
import { storage } from '@/lib/storage';

/** Where a fresh sign-in leads, in order of preference. */
export type SignInDestination =
  | { kind: 'return'; path: string }
  | { kind: 'application-form'; nominationId: number }
  | { kind: 'nominations' }
  | { kind: 'applications-closed' }
  | { kind: 'profile' };

/**
 * Reads and clears the remembered intent: the pending nomination first (the guest chose one to
 * apply to), then the pending apply redirect (the guest pressed Apply), else the profile. Only
 * the flag that was followed is cleared, unless applications are no longer open (`applying`
 * false): neither intent can be followed then, and both are cleared.
 */
export function takeSignInDestination(applying = true): SignInDestination {
  if (!applying && (storage.pendingNominationId.get() !== null || storage.pendingApplyRedirect.get())) {
    storage.pendingNominationId.remove();
    storage.pendingApplyRedirect.remove();
    return { kind: 'applications-closed' };
  }
  const nominationId = storage.pendingNominationId.get();
  if (nominationId !== null) {
    storage.pendingNominationId.remove();
    return { kind: 'application-form', nominationId };
  }
  if (storage.pendingApplyRedirect.get()) {
    storage.pendingApplyRedirect.remove();
    return { kind: 'nominations' };
  }
  return { kind: 'profile' };
}

/** The scroll to the nominations waits 0 ms on the home page, else 100 ms after navigating there. */
export function nominationsScrollDelay(alreadyOnHome: boolean): number {
  return alreadyOnHome ? 0 : 100;
}

export const NOMINATIONS_ANCHOR = 'nominations';

/** Sections above the nominations may still be loading and push them down: the anchor is followed. */
function scrollToNominations(): void {
  followAnchor(NOMINATIONS_ANCHOR);
}

/**
 * Runs `scroll` once the closing panel has let go of the page (lib/use-scroll-lock.ts): a smooth
 * scroll started while the page is still locked is dropped when the lock is lifted. Gives up
 * waiting after about a second and scrolls anyway.
 */
function whenPageScrolls(scroll: () => void, framesLeft = 60): void {
  if (!isScrollLocked() || framesLeft === 0) scroll();
  else window.requestAnimationFrame(() => whenPageScrolls(scroll, framesLeft - 1));
}

/**
 * After the full token is stored: closes the panel by leaving its route for the destination. The
 * home page is "already there" when its nominations anchor is on the page (the panel opens over it).
 * A visitor who meant to apply while applications have closed since (or are not open yet) goes to
 * the home page and is told when they closed and what comes next, rather than to a form that
 * would be refused. Without the season's dates (they failed) the intent is followed.
 */
export function useRedirectAfterSignIn(): () => SignInDestination {
  const navigate = useNavigate();
  const { search } = useLocation();
  const season = useSeasonMoment();
  const words = useSeasonWords();
  const { notify } = useNotifications();
  return useCallback(() => {
    // A page that sent the visitor to sign in (the backstage) comes first: `/signin?next=/backstage`.
    const returnPath = returnPathOf(search);
    if (returnPath) {
      loadPage(returnPath);
      return { kind: 'return', path: returnPath };
    }
    const destination = takeSignInDestination(season?.applicationsOpen ?? true);
    switch (destination.kind) {
      case 'applications-closed':
        void navigate(pathTo('Home'));
        if (season) notify({ type: 'error', ...words.applicationsNotice(season) });
        break;
      case 'application-form':
        void navigate(pathTo('ApplicationForm', { nominationId: destination.nominationId }));
        break;
      case 'profile':
        void navigate(pathTo('Profile'));
        break;
      case 'nominations': {
        const alreadyOnHome = document.getElementById(NOMINATIONS_ANCHOR) !== null;
        void navigate(pathTo('Home'));
        window.setTimeout(() => whenPageScrolls(scrollToNominations), nominationsScrollDelay(alreadyOnHome));
        break;
      }
    }
    return destination;
  }, [navigate, search, season, words, notify]);
}
