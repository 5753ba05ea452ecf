import { useTranslation } from 'react-i18next';
import type { NominationSummary } from '@awards/contracts';
import { Section } from '@/components/ui/section/section';
import { StreamerPhoto } from '@/components/streamer-photo/streamer-photo';
import { useHomeData, useHomeDataOnLiveEvent } from '../api/get-home-data';
import { winnersView } from '../winners';
import './winners-section.css';
import { useFormat } from '@/lib/format';

/**
 * The winners: this season's once a round is revealed, until then the previous edition's, each
 * labelled as such, and each one the live show reveals while the page is open. Nomination titles
 * come from the nominations in the visitor's language.
 */
export function WinnersSection({ nominations }: { nominations: readonly NominationSummary[] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useHomeData();
  useHomeDataOnLiveEvent('reveal');
  if (!data || data.winners.items.length === 0) return null;
  const view = winnersView(data.winners);

  return (
    <Section
      id="winners-list"
      title={t('home.winners.title')}
      kicker={view.source === 'current' ? t('home.winners.current') : t('home.winners.previous', { edition: view.edition ?? '' })}
    >
      <ul className="winners">
        {view.cards.map((card) => {
          const nomination = nominations?.find((item) => item.id === card.nominationId)?.title;
          return (
            <li key={card.nominationId} className="winners__card">
              <StreamerPhoto className="winners__photo" photo={card.photo} nickname={card.nickname} size={320} alt={t('home.winners.photoAlt', { name: card.nickname })} />
              <div className="winners__body">
                {nomination && <p className="winners__nomination">{nomination}</p>}
                <h3 className="winners__name">
                  <a href={card.link} target="_blank" rel="noopener noreferrer">
                    {card.nickname}
                    <span className="visually-hidden"> {t('common.newTab')}</span>
                  </a>
                </h3>
                {card.result !== null && (
                  <p className="winners__share">{t('home.winners.result', { result: format.count(Math.round(card.result * 10) / 10), max: format.count(100) })}</p>
                )}
                {card.percentage !== null && <p className="winners__share">{t('home.winners.share', { percent: format.percent(card.percentage) })}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Legends of the Year's best guessers; shown once someone has a correct guess, and again after each legend the live show crowns. */
export function LeaderboardSection() {
  const { t } = useTranslation();
  const { data } = useHomeData();
  useHomeDataOnLiveEvent('legend');
  if (!data || data.leaderboard.length === 0) return null;
  return (
    <Section id="leaderboard" title={t('home.leaderboard.title')} kicker={t('home.leaderboard.kicker')}>
      <ol className="leaderboard">
        {data.leaderboard.map((entry, index) => (
          <li key={`${entry.rank}-${entry.name}-${index}`} className="leaderboard__row">
            <span className="leaderboard__rank">
              <span className="visually-hidden">{t('home.leaderboard.rank')} </span>
              {entry.rank}
            </span>
            <span className="leaderboard__name">{entry.name}</span>
            <span className="leaderboard__score">{t('home.leaderboard.correct', { count: entry.correct })}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
