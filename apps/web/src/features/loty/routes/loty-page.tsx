import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/** Legends of the Year: the blocks with a guess each and the leaderboard grow here. */
export function LotyPage() {
  const { t } = useTranslation();
  return <Page kicker={t('loty.kicker')} title={t('loty.title')} lead={t('loty.lead')} />;
}
