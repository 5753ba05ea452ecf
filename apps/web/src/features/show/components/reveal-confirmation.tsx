import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ReadinessFindings } from '@/entities/readiness/readiness-findings';
import { REVEAL_CONCERNS, type RevealAsk } from '../use-reveal-check';

interface RevealConfirmationProps {
  roundId: number;
  asking: RevealAsk | null;
  onClose: () => void;
}

/** Before a live reveal the checks found a problem in: what it does, the problems, and the choice to go ahead or fix them first. */
export function RevealConfirmation({ roundId, asking, onClose }: RevealConfirmationProps) {
  const { t } = useTranslation('show');
  const title = useNominationTitle();
  const nomination = asking ? title(asking.nominationId) : '';
  return (
    <ConfirmDialog
      open={asking !== null}
      tone="final"
      title={t('reveal.oneTitle', { nomination })}
      text={t('reveal.oneText')}
      confirmLabel={t('reveal.one')}
      onConfirm={() => asking?.reveal()}
      onClose={onClose}
    >
      {asking && <ReadinessFindings kinds={REVEAL_CONCERNS} roundId={roundId} nominationIds={[asking.nominationId]} />}
    </ConfirmDialog>
  );
}
