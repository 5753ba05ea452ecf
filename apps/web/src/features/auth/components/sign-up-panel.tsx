import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/lib/paths';
import './auth-panels.css';

/** The sign-up panel's frame: its title and the switch back to sign-in. */
export function SignUpPanel() {
  const { t } = useTranslation();
  return (
    <div className="auth-panel">
      <h2 className="auth-panel__title">{t('auth.signUp.title')}</h2>
      <p className="auth-panel__text">{t('auth.signUp.hint')}</p>
      <p className="auth-panel__switch">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={pathTo('SignIn')}>
          {t('auth.signUp.logIn')}
        </Link>
      </p>
    </div>
  );
}
