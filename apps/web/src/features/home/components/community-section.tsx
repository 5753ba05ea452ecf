import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section/section';
import { ArrowIcon } from '@/components/ui/icons/icons';
import './community-section.css';

/** The community block with its join link (the chat community from the general settings). */
export function CommunitySection({ joinUrl }: { joinUrl: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Section id="community" title={t('home.community.title')} className="community">
      <div className="community__body">
        <p className="community__text">{t('home.community.text')}</p>
        {joinUrl && (
          <a className="button button--primary" href={joinUrl} target="_blank" rel="noopener noreferrer">
            {t('home.community.join')}
            <span className="visually-hidden"> {t('common.newTab')}</span>
            <ArrowIcon />
          </a>
        )}
      </div>
    </Section>
  );
}
