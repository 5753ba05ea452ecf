import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { RichText } from '@/components/ui/rich-text/rich-text';
import { Section } from '@/components/ui/section/section';
import { useLanguage } from '@/lib/i18n';
import { useKeyDates } from '../api/get-home-content';
import './how-it-works-section.css';

const STEPS = ['apply', 'vote', 'live'] as const;

/**
 * The three key dates as a timeline. Titles and dates come from content; where content is blank,
 * missing or failed to load, the step's title stands in and its date line is left out: a date typed
 * into the catalogue would be a past season's.
 */
export function HowItWorksSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useKeyDates();

  const steps = STEPS.map((step, index) => {
    const text = pickTranslation(byLanguage(data?.[index]?.translations), language, ['title', 'dates', 'description']);
    return {
      step,
      title: text.title || t(`home.howItWorks.steps.${step}.title`),
      dates: text.dates,
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
