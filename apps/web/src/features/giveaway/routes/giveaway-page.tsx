import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/** The giveaway: title, text, prize and dates from the content service grow here. */
export function GiveawayPage() {
  const { t } = useTranslation();
  return <Page title={t('giveaway.title')} lead={t('giveaway.lead')} />;
}
