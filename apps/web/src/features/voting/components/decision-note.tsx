import { useTranslation } from 'react-i18next';
import type { ResultDecision } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { explainDecision, type Standing } from '../standings';

/**
 * How the first place was decided, in a sentence or two: the weights that applied (or the one side
 * that counted alone), then what separated the first from the second.
 */
export function DecisionNote({ decision, rows }: { decision: ResultDecision; rows: readonly Standing[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { basis, decidedBy } = explainDecision(decision, rows);
  const sentences = [
    basis === 'blend' && t('voting.results.decision.weights', { audience: format.percent(decision.weights.audience), jury: format.percent(decision.weights.jury) }),
    basis === 'audience_only' && t('voting.results.decision.audienceOnly'),
    basis === 'jury_only' && t('voting.results.decision.juryOnly'),
    // With one side alone, "decided by the audience's votes alone" already says what a clear result means.
    (decidedBy !== 'result' || basis === 'blend') && t(`voting.results.decision.by.${decidedBy}`),
  ].filter(Boolean);
  return <p className="results__decision">{sentences.join(' ')}</p>;
}
