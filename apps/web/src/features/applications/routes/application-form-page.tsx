import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/** The application form for /application-form/:nominationId: heading with the nomination, the form, a footer logo. */
export function ApplicationFormPage() {
  const { t } = useTranslation();
  return <Page kicker={t('applicationForm.kicker')} title={t('applicationForm.title')} lead={t('applicationForm.lead')} />;
}
