import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentMissingText } from '@awards/contracts';
import { missingTextPath } from '../content-places';
import { useContentWords } from '../content-words';
import { useItemNames } from '../item-names';
import './missing-texts.css';

interface MissingTextsProps {
  texts: readonly ContentMissingText[];
  /** Whether a text has been filled in since the list was made (a refused publish's list). */
  filled?: (text: ContentMissingText) => boolean;
  /** Called as a link is followed: a dialog holding the list closes. */
  onFollow?: () => void;
}

/** Texts a publish needs, each a link to its field: "FAQ · Who can submit? · Portuguese · Answer". */
export function MissingTexts({ texts, filled, onFollow }: MissingTextsProps) {
  const { t } = useTranslation('content');
  const words = useContentWords();
  const itemName = useItemNames(texts.map((text) => text.collection));
  return (
    <ul className="missing-texts">
      {texts.map((text) => {
        const done = filled?.(text) ?? false;
        return (
          <li key={`${text.collection}-${text.itemId}-${text.language}-${text.field}`} className={done ? 'is-filled' : undefined}>
            <Link to={missingTextPath(text)} onClick={onFollow}>
              {[words.collection(text.collection), itemName(text.collection, text.itemId), words.language(text.language), words.field(text.collection, text.field)].join(' · ')}
            </Link>
            {done && <span className="missing-texts__filled"> {t('missing.filled')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
