import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/lib/paths';
import './auth-panels.css';

/** The sign-in panel's frame: its title and the spec's switches (register, forgot password). */
export function SignInPanel() {
  const { t } = useTranslation();
  return (
    <div className="auth-panel">
      <h2 className="auth-panel__title">{t('auth.signIn.title')}</h2>
      <p className="auth-panel__text">{t('auth.signIn.text')}</p>
      <p className="auth-panel__switch">
        <Link to={pathTo('ForgetPassword')}>
          {t('auth.signIn.forgetPassword')}
        </Link>
      </p>
      <p className="auth-panel__switch">
        {t('auth.signIn.registerHint')}{' '}
        <Link to={pathTo('SignUp')}>
          {t('auth.signIn.doSignUp')}
        </Link>
      </p>
    </div>
  );
}
