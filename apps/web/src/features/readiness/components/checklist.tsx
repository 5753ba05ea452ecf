import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReadinessCheck } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { FindingList } from '@/entities/readiness/finding-list';
import { useReadinessWords } from '@/entities/readiness/readiness-words';

/** The overview lists this many findings of a check; the page it links to lists them all. */
const SHOWN = 8;

/** Every check, what it found first: each finding links to where it is fixed, and the page for the whole list is named last. */
export function Checklist({ checks }: { checks: readonly ReadinessCheck[] }) {
  const { t } = useTranslation('readiness');
  const words = useReadinessWords();
  const titleId = useId();
  const ordered = [...checks.filter((check) => check.count > 0), ...checks.filter((check) => check.count === 0)];
  return (
    <section className="backstage-panel checklist" aria-labelledby={titleId}>
      <h2 className="checklist__title" id={titleId}>
        {t('overview.checklist')}
      </h2>
      {checks.every((check) => check.count === 0) && <p>{t('overview.allClear')}</p>}
      <ul className="checklist__checks">
        {ordered.map((check) => (
          <li key={check.kind} className={`checklist__check${check.count > 0 ? ' is-found' : ''}`}>
            <p className="checklist__head">
              <Badge tone={check.count > 0 ? 'warning' : 'positive'}>{t(check.count > 0 ? 'overview.found' : 'overview.clear')}</Badge>
              <span className="checklist__name">{words.title(check)}</span>
            </p>
            {check.count > 0 && (
              <>
                <FindingList check={check} shown={SHOWN} total={check.count} />
                <Link className="checklist__fix" to={check.fix}>
                  {t('overview.open')}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
