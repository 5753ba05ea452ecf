import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@awards/contracts';
import './leaderboard.css';

/** The players with the most right guesses over the revealed legends; equal scores share a rank. */
export function LeaderboardTable({ entries }: { entries: Leaderboard }) {
  const { t } = useTranslation();
  return (
    <section className="leaderboard" aria-labelledby="legends-leaderboard-title">
      <h2 id="legends-leaderboard-title" className="leaderboard__title">
        {t('loty.leaderboard.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="leaderboard__empty">{t('loty.leaderboard.empty')}</p>
      ) : (
        <table className="leaderboard__table">
          <thead>
            <tr>
              <th scope="col">{t('loty.leaderboard.rank')}</th>
              <th scope="col">{t('loty.leaderboard.name')}</th>
              <th scope="col">{t('loty.leaderboard.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.rank}-${entry.name}-${index}`} className={entry.rank === 1 ? 'leaderboard__row--top' : undefined}>
                <td>{entry.rank}</td>
                <td>{entry.name}</td>
                <td>{entry.correct}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
