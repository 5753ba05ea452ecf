import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/lib/paths';
import './auth-panels.css';

/** The forgot-password panel's frame: back to login, title and the text under it. */
export function ForgetPasswordPanel() {
  const { t } = useTranslation();
  return (
    <div className="auth-panel">
      <p className="auth-panel__switch">
        <Link to={pathTo('SignIn')}>
          {t('auth.forgetPassword.backToLogin')}
        </Link>
      </p>
      <h2 className="auth-panel__title">{t('auth.forgetPassword.title')}</h2>
      <p className="auth-panel__text">{t('auth.forgetPassword.textUnderTitle')}</p>
    </div>
  );
}
