import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { RichText } from '@/components/ui/rich-text/rich-text';
import { Section } from '@/components/ui/section/section';
import { useLanguage } from '@/lib/i18n';
import { useRules } from '../api/get-home-content';
import './rules-section.css';

export function RulesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useRules();
  if (!data?.length) return null;

  return (
    <Section id="rules" title={t('home.rules.title')}>
      <ol className="rules">
        {data.map((rule) => {
          const text = pickTranslation(byLanguage(rule.translations), language, ['title', 'text']);
          return (
            <li key={rule.id} className="rules__item">
              <h3 className="rules__title">{text.title}</h3>
              <RichText text={text.text} className="rules__text" />
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
