import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '@/lib/paths';

/** The three route-driven panels over the home page. */
export type AuthPanelName = 'signin' | 'signup' | 'forget-password';

const PANEL_ROUTES = { signin: 'SignIn', signup: 'SignUp', 'forget-password': 'ForgetPassword' } as const;

/**
 * Opens and closes the panels by route, so each has its own address and Back closes it:
 * `open('signup')` goes to /signup, `close()` returns to /home (which also closes the menu); the
 * page under the panel keeps its scroll position (app/scroll-rules.ts).
 */
export function useAuthPanel() {
  const navigate = useNavigate();
  const open = useCallback((panel: AuthPanelName) => void navigate(pathTo(PANEL_ROUTES[panel])), [navigate]);
  const close = useCallback(() => void navigate(pathTo('Home')), [navigate]);
  return { open, close };
}
