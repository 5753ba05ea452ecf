import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge/badge';
import { useRevealTime } from '../use-reveal-time';

interface RevealStateProps {
  revealedAt: string | null;
  rehearsed: boolean;
  /** The words for each state, the nomination's or the legend's. */
  waiting: string;
  revealed: (time: string) => string;
}

/** Where a nomination or a legend stands live (waiting, or revealed at a time), and whether the rehearsal has revealed it, in words. */
export function RevealState({ revealedAt, rehearsed, waiting, revealed }: RevealStateProps) {
  const { t } = useTranslation('show');
  const time = useRevealTime();
  return (
    <p className="show-state">
      {revealedAt ? <Badge tone="warning" wrap>{revealed(time(revealedAt))}</Badge> : <Badge tone="muted" wrap>{waiting}</Badge>}
      {rehearsed && <Badge tone="positive" line="dashed" wrap>{t('order.rehearsed')}</Badge>}
    </p>
  );
}
