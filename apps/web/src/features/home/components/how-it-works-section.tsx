import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation, showMoment, showSpan, type LanguageCode, type SeasonCalendar } from '@awards/contracts';
import { RichText } from '@/components/ui/rich-text/rich-text';
import { Section } from '@/components/ui/section/section';
import { useSeasonMoment } from '@/entities/settings/use-season-moment';
import { useLanguage } from '@/lib/i18n';
import { useKeyDates } from '../api/get-home-content';
import './how-it-works-section.css';

const STEPS = ['apply', 'vote', 'live'] as const;
type Step = (typeof STEPS)[number];

/**
 * Each step's date line from the season's dates, in the show's zone: the applications' days, the
 * voting rounds' days from the first's start to the last's end, the show's day and time, its zone
 * named ('Feb 27, 4:00 PM CET').
 */
function stepDates({ applications, rounds, live }: SeasonCalendar, language: LanguageCode): Record<Step, string | undefined> {
  const [first, last] = [rounds[0], rounds.at(-1)];
  return {
    apply: showSpan(applications.startsAt, applications.endsAt, language),
    vote: first && last && showSpan(first.startsAt, last.endsAt, language),
    live: `${showMoment(live.startsAt, language, 'day')}, ${showMoment(live.startsAt, language, 'time')}`,
  };
}

/**
 * The three key dates as a timeline. Titles and descriptions come from content, where blank,
 * missing or failed to load the step's title stands in; the dates come from the season, so they
 * are the ones organisers last saved, in every language. Without them the date lines are left out.
 */
export function HowItWorksSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useKeyDates();
  const calendar = useSeasonMoment()?.calendar;
  const dates = calendar && stepDates(calendar, language);

  const steps = STEPS.map((step, index) => {
    const text = pickTranslation(byLanguage(data?.[index]?.translations), language, ['title', 'description']);
    return {
      step,
      title: text.title || t(`home.howItWorks.steps.${step}.title`),
      dates: dates?.[step],
      description: text.description,
    };
  });

  return (
    <Section id="how-it-works" title={t('home.howItWorks.title')} kicker={t('home.howItWorks.kicker')}>
      <ol className="timeline">
        {steps.map(({ step, title, dates, description }, index) => (
          <li key={step} className="timeline__step">
            <span className="timeline__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="timeline__title">{title}</h3>
            {dates && <p className="timeline__dates">{dates}</p>}
            <RichText text={description} className="timeline__text" />
          </li>
        ))}
      </ol>
    </Section>
  );
}
