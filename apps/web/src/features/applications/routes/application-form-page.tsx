import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/layout/logo';
import { Page } from '@/components/layout/page';
import { getConfig } from '@/lib/config';
import './application-form-page.css';

/**
 * /application-form/:nominationId stands outside the site's frame (spec section 2): a heading with
 * the nomination, the form, and a footer logo leading home. The nomination and the form grow here.
 */
export function ApplicationFormPage() {
  const { t } = useTranslation();
  return (
    <>
      <Page kicker={t('applicationForm.kicker')} title={t('applicationForm.title')} lead={t('applicationForm.lead')} />
      <footer className="application-form__footer container">
        <Logo title={getConfig().title} />
      </footer>
    </>
  );
}
