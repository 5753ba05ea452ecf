import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge/badge';
import { useRevealTime } from '../use-reveal-time';

interface RevealStateProps {
  revealedAt: string | null;
  rehearsed: boolean;
  /** Said when it waits held back (why, where it says); null otherwise. */
  held?: string | null;
  /** The words for each state, the nomination's or the legend's. */
  waiting: string;
  revealed: (time: string) => string;
}

/** Where a nomination or a legend stands live (waiting, held back, or revealed at a time), and whether the rehearsal has revealed it, in words. */
export function RevealState({ revealedAt, rehearsed, held = null, waiting, revealed }: RevealStateProps) {
  const { t } = useTranslation('show');
  const time = useRevealTime();
  return (
    <p className="show-state">
      {revealedAt ? (
        <Badge tone="warning" wrap>
          {revealed(time(revealedAt))}
        </Badge>
      ) : (
        <Badge tone={held ? 'negative' : 'muted'} line={held ? 'dashed' : undefined} wrap>
          {held ?? waiting}
        </Badge>
      )}
      {rehearsed && <Badge tone="positive" line="dashed" wrap>{t('order.rehearsed')}</Badge>}
    </p>
  );
}
