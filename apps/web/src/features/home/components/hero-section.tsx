import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { Countdown } from '@/components/ui/countdown/countdown';
import { useTimer } from '@/entities/content/get-timer';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import './hero-section.css';

const TEXTS = ['topTitle', 'description', 'subDescription'] as const;

/** Welcome and timer: the page's title, what the countdown counts to, and the way in. */
export function HeroSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timer = useTimer();
  const text = pickTranslation(byLanguage(timer.data?.translations), language, TEXTS);
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
          <p className="hero__timer-title">{text.topTitle || t('home.hero.timerTitle')}</p>
          <Countdown variant="hero" end={timer.data?.endDatetime} />
          {text.subDescription && <p className="hero__note">{text.subDescription}</p>}
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
