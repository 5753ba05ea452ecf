import { useTranslation } from 'react-i18next';
import type { UserStats } from '@awards/contracts';

const STATS = [
  ['applications', 'profile.stats.applications'],
  ['votes', 'profile.stats.votes'],
  ['guesses', 'profile.stats.guesses'],
] as const satisfies readonly (readonly [keyof UserStats, string])[];

/** How many entries, votes and guesses the user has made, as the profile's read of the signed-in user counts them. */
export function ProfileStats({ stats }: { stats: UserStats | undefined }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl className="profile-stats" aria-label={t('profile.stats.label')}>
      {STATS.map(([key, label]) => (
        <div key={key} className="profile-stats__item">
          <dt className="profile-stats__label">{t(label)}</dt>
          <dd className="profile-stats__value">{stats ? number.format(stats[key]) : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
