import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { logout, useSession } from '@/lib/session';
import { pathTo } from '@/lib/paths';
import { useApplications } from '../api/get-applications';
import './profile-page.css';

/** The personal account: who is signed in, how many applications, the way out; the list and stats come next. */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const applications = useApplications();

  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      {profile && (
        <dl className="profile__account">
          <dt>{t('profile.name')}</dt>
          <dd>{profile.name}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('profile.applications')}</dt>
          <dd>{applications.data?.length ?? '—'}</dd>
        </dl>
      )}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          logout();
          void navigate(pathTo('Home'));
        }}
      >
        {t('profile.logOut')}
      </button>
    </Page>
  );
}
