import { useTranslation } from 'react-i18next';
import type { ContentDraftState } from '@awards/contracts';
import './state-badge.css';

/** Where an item stands in the draft: changed, new, or to be removed at the next publish; nothing for one as published. */
export function StateBadge({ state }: { state: ContentDraftState }) {
  const { t } = useTranslation('content');
  if (state === 'published') return null;
  return <span className={`content-badge content-badge--${state}`}>{t(`states.${state}`)}</span>;
}
