import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthPanel } from '@/features/auth/auth-panel';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/**
 * The header's apply button: a guest is sent to sign in with `pendingApplyRedirect`
 * remembered, so that signing in leads back to the nominations; a signed-in user goes straight there.
 */
export function useApply(): () => void {
  const { isAuthenticated } = useSession();
  const { open } = useAuthPanel();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!isAuthenticated) {
      storage.pendingApplyRedirect.set(true);
      open('signin');
      return;
    }
    void navigate(`${pathTo('Home')}#nominations`);
  }, [isAuthenticated, open, navigate]);
}
