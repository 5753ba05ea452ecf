import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SidePanel } from '@/components/ui/side-panel/side-panel';
import { Spinner } from '@/components/ui/spinner/spinner';
import { pathTo } from '@/lib/paths';
import { useAuthPanel, type AuthPanelName } from '../auth-panel';
import './auth-panels.css';

// Each panel's code (its form, schema and captcha loader) loads only when it opens.
const PANELS = {
  signin: lazy(() => import('./sign-in-panel').then((module) => ({ default: module.SignInPanel }))),
  signup: lazy(() => import('./sign-up-panel').then((module) => ({ default: module.SignUpPanel }))),
  'forget-password': lazy(() => import('./forget-password-panel').then((module) => ({ default: module.ForgetPasswordPanel }))),
} satisfies Record<AuthPanelName, unknown>;

const LABELS = { signin: 'auth.signIn.title', signup: 'auth.signUp.title', 'forget-password': 'auth.forgetPassword.title' } as const;

/** The forgot-password panel's way back, beside the close icon. */
function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link className="back-link" to={pathTo('SignIn')}>
      <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </svg>
      {t('auth.forgetPassword.backToSignIn')}
    </Link>
  );
}

/**
 * The side panel the current route asks for, mounted by the app's AuthPanelOutlet while a panel
 * route is active. Closing it (button, Escape, backdrop) slides it out, then returns to /home.
 */
export function AuthPanel({ panel }: { panel: AuthPanelName }) {
  const { t } = useTranslation();
  const { close } = useAuthPanel();
  const Content = PANELS[panel];
  return (
    <SidePanel open onClose={close} label={t(LABELS[panel])} toolbar={panel === 'forget-password' ? <BackToSignIn /> : undefined}>
      <Suspense fallback={<Spinner />}>
        {/* A new panel starts afresh: switching from sign-up to sign-in drops the other's state. */}
        <Content key={panel} />
      </Suspense>
    </SidePanel>
  );
}
