import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/popup/popup';
import { pathTo } from '@/lib/paths';

/** 'Sign-in required to vote', with a 'Sign in' button that opens the sign-in panel. */
export function SignInRequiredPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('voting.signInRequired.title')}
      actions={() => (
        <Link className="button button--primary" to={pathTo('SignIn')} data-autofocus>
          {t('voting.signInRequired.signIn')}
        </Link>
      )}
    >
      <p>{t('voting.signInRequired.text')}</p>
    </Popup>
  );
}
