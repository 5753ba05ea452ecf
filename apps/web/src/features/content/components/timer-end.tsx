import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { countdownEnd, showMoment } from '@awards/contracts';
import { backstagePath } from '@/lib/backstage-paths';
import { useLanguage } from '@/lib/i18n';
import { useSeasonCalendar } from '../use-season-calendar';
import './timer-end.css';

/**
 * Where the countdown runs to, shown, never edited: the season's next moment (the same the content
 * service answers as the timer's end), which moves with the dates on the Season page.
 */
export function TimerEnd() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const calendar = useSeasonCalendar();
  // The moment as the page opened: an organiser reads it, nothing counts down here.
  const [now] = useState(Date.now);
  return (
    <section className="content-values timer-end" aria-labelledby="timer-end-title">
      <h2 className="content-text__legend" id="timer-end-title">
        {t('collections.timer.fields.end_datetime')}
      </h2>
      {calendar && <p className="timer-end__moment">{showMoment(countdownEnd(calendar, now), language)}</p>}
      <p className="form-field__hint">
        <Trans t={t} i18nKey="timerEnd.text" components={{ season: <Link to={backstagePath('BackstageSeason')} /> }} />
      </p>
    </section>
  );
}
