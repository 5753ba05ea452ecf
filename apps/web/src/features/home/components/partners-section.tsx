import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section/section';
import { assetUrl } from '@/lib/api-client';
import { usePartners } from '../api/get-home-content';
import './partners-section.css';

/** Logos are 3:1 artwork; width and height reserve their room so nothing shifts as they load. */
const LOGO = { width: 240, height: 80 };

export function PartnersSection() {
  const { t } = useTranslation();
  const { data } = usePartners();
  if (!data?.length) return null;

  return (
    <Section id="partners" title={t('home.partners.title')}>
      <ul className="partners">
        {data.map((partner) => (
          <li key={partner.id}>
            <a className="partners__link" href={partner.url} target="_blank" rel="noopener noreferrer">
              <img src={assetUrl(partner.logo)} alt={t('home.partners.logoAlt', { name: partner.name })} {...LOGO} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
