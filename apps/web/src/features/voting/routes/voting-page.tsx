import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';

/** A nomination's audience vote (/voting/:categoryId): the round, its nominees and the vote button grow here. */
export function VotingPage() {
  const { t } = useTranslation();
  return <Page kicker={t('voting.kicker')} title={t('voting.title')} lead={t('voting.lead')} />;
}
