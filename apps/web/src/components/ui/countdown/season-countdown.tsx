import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SeasonMoment } from '@awards/contracts';
import { pathTo } from '@/lib/paths';
import { useSeasonWords } from '@/lib/season-words';
import { Countdown } from './countdown';
import './season-countdown.css';

interface SeasonCountdownProps {
  /** Where the season stands; nothing while the settings load (or failed): the countdown then stands at 00. */
  moment: SeasonMoment | undefined;
  /** The hero's own large countdown, with a sentence under it giving the moment's date; else the header's, footer's and menu's. */
  variant?: 'hero' | 'compact';
}

/** Where each moment without a countdown leads: the show on air to the stream, its results to this season's winners. */
const LINKS = {
  'show-live': { to: pathTo('Stream'), text: 'moment.watch' },
  results: { to: `${pathTo('Home')}#winners`, text: 'moment.seeWinners' },
} as const;

/**
 * The countdown to the season's next moment, under what it counts to ('Applications close in',
 * 'Longlist voting opens in'). During the live show and after it there is nothing to count to: it
 * says so and leads to the stream, or to the winners.
 */
export function SeasonCountdown({ moment, variant = 'compact' }: SeasonCountdownProps) {
  const { t } = useTranslation();
  const words = useSeasonWords();
  const label = moment ? words.label(moment) : t('countdown.label');
  const link = moment && !('at' in moment) ? LINKS[moment.kind] : undefined;

  return (
    <div className={`season-countdown season-countdown--${variant}`}>
      {/* The timer is named by the same words: a screen reader hears them once, with it. */}
      <p className="season-countdown__title" aria-hidden={link ? undefined : true}>
        {label}
      </p>
      {link ? (
        <Link className={`button ${variant === 'hero' ? 'button--primary' : 'button--ghost button--small'}`} to={link.to}>
          {t(link.text)}
        </Link>
      ) : (
        <Countdown end={moment && 'at' in moment ? moment.at : undefined} label={label} variant={variant} />
      )}
      {/* The title says all there is of the show on air and of its results: only a moment ahead has a date to give. */}
      {variant === 'hero' && moment && !link && <p className="season-countdown__note">{words.sentence(moment)}</p>}
    </div>
  );
}
