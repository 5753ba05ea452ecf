import { useTranslation } from 'react-i18next';
import type { ReadinessCheckKind } from '@awards/contracts';
import { concerning } from './concerning';
import { FindingList } from './finding-list';
import { useReadiness } from './get-readiness';
import { useReadinessWords } from './readiness-words';
import './readiness-findings.css';

/** A confirmation lists this many findings of a check, so its buttons stay in reach; a link opens the rest. */
const SHOWN = 5;

interface ReadinessFindingsProps {
  /** The checks that concern the step (sealing: a round's votes and judges; publishing: the texts). */
  kinds: readonly ReadinessCheckKind[];
  /** The round the step is on. */
  roundId?: number;
  /** The nominations the step reveals, for the checks that name one. */
  nominationIds?: readonly number[];
  /** Called as a link is followed: the dialog closes. */
  onFollow?: () => void;
}

/**
 * Inside a confirmation before what cannot be undone: the problems the checks find now (read as it
 * opens), each a link to fix it first. A failed read says so and leaves the step to the organiser.
 */
export function ReadinessFindings({ kinds, roundId, nominationIds, onFollow }: ReadinessFindingsProps) {
  const { t } = useTranslation('readiness');
  const words = useReadinessWords();
  const readiness = useReadiness({ roundId });
  if (readiness.isPending) return <p className="readiness-findings__status">{t('findings.checking')}</p>;
  if (readiness.isError) return <p className="readiness-findings__status">{t('findings.failed')}</p>;
  const found = concerning(readiness.data, kinds, nominationIds);
  if (found.length === 0) return <p className="readiness-findings__status">{t('findings.none')}</p>;
  return (
    <div className="readiness-findings" role="region" aria-label={t('findings.lead')}>
      <p className="readiness-findings__lead">{t('findings.lead')}</p>
      {found.map(({ check, items }) => (
        <div key={check.kind} className="readiness-findings__check">
          <p className="readiness-findings__title">{words.title({ ...check, count: nominationIds ? items.length : check.count })}</p>
          <FindingList check={check} items={items} shown={SHOWN} total={nominationIds ? items.length : check.count} onFollow={onFollow} />
        </div>
      ))}
    </div>
  );
}
