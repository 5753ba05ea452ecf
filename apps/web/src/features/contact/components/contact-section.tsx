import { useTranslation } from 'react-i18next';
import { Section } from '@/components/ui/section/section';
import { ContactForm } from './contact-form';
import './contact-form.css';

/** The home page's contact block: a short invitation and the form. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Section id="contact-us" title={t('home.contact.title')} kicker={t('home.contact.kicker')} className="contact">
      <div className="contact__layout">
        <p className="contact__text">{t('home.contact.description')}</p>
        <ContactForm />
      </div>
    </Section>
  );
}
