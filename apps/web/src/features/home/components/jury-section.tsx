import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { Section } from '@/components/ui/section/section';
import { assetUrl } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useJudges } from '../api/get-home-content';
import './jury-section.css';

const PHOTO = { width: 400, height: 400 };

export function JurySection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useJudges();
  if (!data?.length) return null;

  return (
    <Section id="jury" title={t('home.jury.title')}>
      <ul className="jury">
        {data.map((judge) => {
          const text = pickTranslation(byLanguage(judge.translations), language, ['name', 'role', 'description']);
          return (
            <li key={judge.id} className="jury__card">
              <img className="jury__photo" src={assetUrl(judge.photo)} alt={t('home.jury.photoAlt', { name: text.name })} {...PHOTO} loading="lazy" decoding="async" />
              <h3 className="jury__name">{text.name}</h3>
              <p className="kicker jury__role">{text.role}</p>
              <p className="jury__text">{text.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
