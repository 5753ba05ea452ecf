import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { tabPanelProps } from '@/components/ui/tabs/tab-list';
import { logout, useSession } from '@/lib/session';
import { pathTo } from '@/lib/paths';
import { useApplications } from '../api/get-applications';
import { useMe } from '../api/get-me';
import { ApplicationCard } from '../components/application-card';
import { PersonalDataPanel } from '../components/personal-data-panel';
import { ProfileStats } from '../components/profile-stats';
import { ProfileTabs } from '../components/profile-tabs';
import { applicationsInTab, type ProfileTab } from '../profile-rules';
import './profile-page.css';
import { usePageId } from '@/lib/hydration';

export interface ProfilePageProps {
  /** The nominations content in the selected language, for the applications' nomination titles. */
  nominations?: NominationSummary[];
}

/**
 * The personal account: who is signed in, their counts, their applications under
 * 'All applications' and 'Only approved', an empty state, the way home and the way out, and their
 * own data to download or delete.
 */
export function ProfilePage({ nominations }: ProfilePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const applications = useApplications();
  const me = useMe();
  const [tab, setTab] = useState<ProfileTab>('all');
  const idPrefix = usePageId();

  const all = applications.data ?? [];
  const shown = applicationsInTab(all, tab);
  const titleOf = (id: number) => nominations?.find((nomination) => nomination.id === id)?.title;

  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <div className="profile">
        <section className="profile__account" aria-labelledby={`${idPrefix}-account`}>
          <h2 className="visually-hidden" id={`${idPrefix}-account`}>
            {t('profile.accountHeading')}
          </h2>
          {profile && (
            <dl className="profile__who">
              <dt>{t('profile.name')}</dt>
              <dd>{profile.name}</dd>
              <dt>{t('profile.email')}</dt>
              <dd>{profile.email}</dd>
            </dl>
          )}
          <ProfileStats stats={me.data?.stats} />
          <div className="profile__actions">
            <Link className="button button--ghost" to={pathTo('Home')}>
              {t('profile.backHome')}
            </Link>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                logout();
                void navigate(pathTo('Home'));
              }}
            >
              {t('profile.signOut')}
            </button>
          </div>
          {profile && <PersonalDataPanel email={profile.email} />}
        </section>

        <section className="profile__applications" aria-labelledby={`${idPrefix}-applications`}>
          <h2 className="profile__heading" id={`${idPrefix}-applications`}>
            {t('profile.applicationsHeading')}
          </h2>
          <ProfileTabs
            selected={tab}
            onSelect={setTab}
            counts={{ all: all.length, accepted: applicationsInTab(all, 'accepted').length }}
            idPrefix={idPrefix}
          />
          <div className="profile__panel" {...tabPanelProps(idPrefix, tab)} tabIndex={0}>
            {applications.isPending ? (
              <Spinner />
            ) : applications.isError ? (
              <div className="profile__empty">
                <p role="alert">{t('profile.loadError')}</p>
                <button type="button" className="button button--ghost" onClick={() => void applications.refetch()}>
                  {t('profile.retry')}
                </button>
              </div>
            ) : shown.length === 0 ? (
              <div className="profile__empty">
                <p>{t(tab === 'all' ? 'profile.empty.all' : 'profile.empty.accepted')}</p>
                {tab === 'all' && (
                  <Link className="button button--primary" to={`${pathTo('Home')}#nominations`}>
                    {t('profile.empty.apply')}
                  </Link>
                )}
              </div>
            ) : (
              <ul className="profile__list">
                {shown.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard application={application} nominationTitle={titleOf(application.nominationId)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </Page>
  );
}
