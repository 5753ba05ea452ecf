import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { tabPanelProps } from '@/components/ui/tabs/tab-list';
import { logout, useSession } from '@/lib/session';
import { pathTo } from '@/lib/paths';
import { useEntries } from '../api/get-entries';
import { useMe } from '../api/get-me';
import { EntryCard } from '../components/entry-card';
import { PersonalDataPanel } from '../components/personal-data-panel';
import { ProfileStats } from '../components/profile-stats';
import { ProfileTabs } from '../components/profile-tabs';
import { entriesInTab, type ProfileTab } from '../profile-rules';
import './profile-page.css';
import { usePageId } from '@/lib/hydration';

export interface ProfilePageProps {
  /** The nominations content in the selected language, for the entries' nomination titles. */
  nominations?: NominationSummary[];
}

/**
 * The personal account: who is signed in, their counts, their entries under
 * 'All applications' and 'Only approved', an empty state, the way home and the way out, and their
 * own data to download or delete.
 */
export function ProfilePage({ nominations }: ProfilePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const entries = useEntries();
  const me = useMe();
  const [tab, setTab] = useState<ProfileTab>('all');
  const idPrefix = usePageId();

  const all = entries.data ?? [];
  const shown = entriesInTab(all, tab);
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

        <section className="profile__entries" aria-labelledby={`${idPrefix}-entries`}>
          <h2 className="profile__heading" id={`${idPrefix}-entries`}>
            {t('profile.applicationsHeading')}
          </h2>
          <ProfileTabs
            selected={tab}
            onSelect={setTab}
            counts={{ all: all.length, accepted: entriesInTab(all, 'accepted').length }}
            idPrefix={idPrefix}
          />
          <div className="profile__panel" {...tabPanelProps(idPrefix, tab)} tabIndex={0}>
            {entries.isPending ? (
              <Spinner />
            ) : entries.isError ? (
              <div className="profile__empty">
                <p role="alert">{t('profile.loadError')}</p>
                <button type="button" className="button button--ghost" onClick={() => void entries.refetch()}>
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
                {shown.map((entry) => (
                  <li key={entry.id}>
                    <EntryCard entry={entry} nominationTitle={titleOf(entry.nominationId)} />
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
