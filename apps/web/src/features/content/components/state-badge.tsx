import { useTranslation } from 'react-i18next';
import type { ContentDraftState } from '@awards/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';

const TONES: Record<Exclude<ContentDraftState, 'published'>, BadgeTone> = { changed: 'warning', added: 'positive', removed: 'negative' };

/** Where an item stands in the draft: changed, new, or to be removed at the next publish; nothing for one as published. */
export function StateBadge({ state }: { state: ContentDraftState }) {
  const { t } = useTranslation('content');
  if (state === 'published') return null;
  return (
    <Badge tone={TONES[state]} line={state === 'removed' ? 'dashed' : undefined}>{t(`states.${state}`)}</Badge>
  );
}
