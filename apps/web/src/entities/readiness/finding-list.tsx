import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReadinessCheck } from '@awards/contracts';
import type { Finding } from './concerning';
import { useReadinessWords } from './readiness-words';
import './finding-list.css';

interface FindingListProps {
  check: ReadinessCheck;
  /** The items to list, when not all the check's (those a confirmation concerns). */
  items?: readonly Finding[];
  /** How many to list; the rest are counted, with a link to the page that lists them all. */
  shown: number;
  /** How many there are in all, when more than `items` holds (the check lists its first ones). */
  total?: number;
  /** Called as a link is followed: a dialog holding the list closes. */
  onFollow?: () => void;
}

/** A check's first findings, each a link to the backstage page where it is fixed, and how many more there are. */
export function FindingList({ check, items = check.items as Finding[], shown, total = items.length, onFollow }: FindingListProps) {
  const { t } = useTranslation('readiness');
  const words = useReadinessWords();
  const more = total - Math.min(shown, items.length);
  return (
    <>
      <ul className="finding-list">
        {items.slice(0, shown).map((item) => (
          <li key={`${item.fix}|${words.item(check.kind, item)}`}>
            <Link to={item.fix} onClick={onFollow}>
              {words.item(check.kind, item)}
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="finding-list__more">
          <Link to={check.fix} onClick={onFollow}>
            {t('overview.more', { count: more })}
          </Link>
        </p>
      )}
    </>
  );
}
