import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/** The live show: the main stream and one restream per language (from the settings) grow here. */
export function StreamPage() {
  const { t } = useTranslation();
  return <Page kicker={t('stream.kicker')} title={t('stream.title')} lead={t('stream.lead')} />;
}
