import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/popup/popup';
import { pathTo } from '@/lib/paths';

/** 'Sign-in required to vote', with a 'Sign in' button that opens the sign-in panel. */
export function LoginRequiredPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('voting.loginRequired.title')}
      actions={() => (
        <Link className="button button--primary" to={pathTo('SignIn')} data-autofocus>
          {t('voting.loginRequired.signIn')}
        </Link>
      )}
    >
      <p>{t('voting.loginRequired.text')}</p>
    </Popup>
  );
}
