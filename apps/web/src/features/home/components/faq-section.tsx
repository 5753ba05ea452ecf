import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { RichText } from '@/components/ui/rich-text/rich-text';
import { Section } from '@/components/ui/section/section';
import { useLanguage } from '@/lib/i18n';
import { useFaq } from '../api/get-home-content';
import './faq-section.css';

/** Questions that open one by one (native disclosure: keyboard and screen readers for free). */
export function FaqSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useFaq();
  if (!data?.length) return null;

  return (
    <Section id="faq" title={t('home.faq.title')}>
      <div className="faq">
        {data.map((item) => {
          const text = pickTranslation(byLanguage(item.translations), language, ['question', 'answer']);
          return (
            <details key={item.id} className="faq__item">
              <summary className="faq__question">{text.question}</summary>
              <RichText text={text.answer} className="faq__answer" />
            </details>
          );
        })}
      </div>
    </Section>
  );
}
