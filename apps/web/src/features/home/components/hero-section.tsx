import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { SeasonCountdown } from '@/components/ui/countdown/season-countdown';
import { useTimer } from '@/entities/content/get-timer';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import './hero-section.css';

/**
 * Welcome and countdown: the page's title, the organisers' lead, the season's next moment with its
 * date, and the way in.
 */
export function HeroSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timer = useTimer();
  const text = pickTranslation(byLanguage(timer.data?.translations), language, ['description']);
  const season = useSeasonMoment();
  const home = pathTo('Home');

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="kicker hero__kicker">{t('home.hero.kicker')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="hero__lead">{text.description || t('home.hero.lead')}</p>
        <div className="hero__timer">
          <SeasonCountdown variant="hero" moment={season?.moment} />
        </div>
        <div className="hero__actions">
          <Link className="button button--primary" to={`${home}#nominations`}>
            {t('home.hero.chooseNomination')}
          </Link>
          <Link className="button button--ghost" to={`${home}#how-it-works`}>
            {t('home.hero.howItWorks')}
          </Link>
        </div>
      </div>
    </section>
  );
}
