import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '@/components/ui/notification/notifications';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { logout } from '@/lib/session';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { usePageId } from '@/lib/hydration';

/**
 * The user's own data: a copy of everything the site keeps about them, as a file, and the way to
 * delete the account (asked first), after which they are signed out and sent home.
 */
export function PersonalDataPanel({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const headingId = usePageId();

  return (
    <section className="profile-data" aria-labelledby={headingId}>
      <h2 className="profile-data__heading" id={headingId}>
        {t('profile.data.heading')}
      </h2>
      <p className="profile-data__text">
        {t('profile.data.text')} <Link to={pathTo('PrivacyPolicy')}>{t('profile.data.policy')}</Link>
      </p>
      <div className="profile__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => notify({ type: 'error', text: describeApiError(error, language).message }) })}
        >
          {download.isPending ? t('profile.data.downloading') : t('profile.data.download')}
        </button>
        <button type="button" className="button button--ghost button--danger" onClick={() => setDeleting(true)}>
          {t('profile.data.delete')}
        </button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        email={email}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          notify({ type: 'success', text: t('profile.data.deleted', { email }) });
          void navigate(pathTo('Home'));
          // Last: signing out drops the user's queries (app/provider.tsx) and this page with them.
          logout();
        }}
      />
    </section>
  );
}
