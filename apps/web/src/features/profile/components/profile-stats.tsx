import { useTranslation } from 'react-i18next';
import type { UserStats } from '@awards/contracts';
import { useFormat } from '@/lib/format';

const STATS = [
  ['applications', 'profile.stats.applications'],
  ['votes', 'profile.stats.votes'],
  ['guesses', 'profile.stats.guesses'],
] as const satisfies readonly (readonly [keyof UserStats, string])[];

/** How many entries, votes and guesses the user has made, as the profile's read of the signed-in user counts them. */
export function ProfileStats({ stats }: { stats: UserStats | undefined }) {
  const { t } = useTranslation();
  const { count } = useFormat();
  return (
    <dl className="profile-stats" aria-label={t('profile.stats.label')}>
      {STATS.map(([key, label]) => (
        <div key={key} className="profile-stats__item">
          <dt className="profile-stats__label">{t(label)}</dt>
          <dd className="profile-stats__value">{stats ? count(stats[key]) : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
