import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/components/ui/side-panel/side-panel';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useAuthPanel, type AuthPanelName } from '../auth-panel';

// Each panel's code (and later its form and captcha code) loads only when it opens.
const PANELS = {
  signin: lazy(() => import('./sign-in-panel').then((module) => ({ default: module.SignInPanel }))),
  signup: lazy(() => import('./sign-up-panel').then((module) => ({ default: module.SignUpPanel }))),
  'forget-password': lazy(() => import('./forget-password-panel').then((module) => ({ default: module.ForgetPasswordPanel }))),
} satisfies Record<AuthPanelName, unknown>;

const LABELS = { signin: 'auth.signIn.title', signup: 'auth.signUp.title', 'forget-password': 'auth.forgetPassword.title' } as const;

/**
 * The side panel the current route asks for, mounted by the app's AuthPanelOutlet while a panel
 * route is active. Closing it (button, Escape, backdrop) slides it out, then returns to /home.
 */
export function AuthPanel({ panel }: { panel: AuthPanelName }) {
  const { t } = useTranslation();
  const { close } = useAuthPanel();
  const Content = PANELS[panel];
  return (
    <SidePanel open onClose={close} label={t(LABELS[panel])}>
      <Suspense fallback={<Spinner />}>
        <Content />
      </Suspense>
    </SidePanel>
  );
}
